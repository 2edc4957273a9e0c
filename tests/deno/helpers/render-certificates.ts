// Run by deno.test.ts under the Deno runtime: renders a licence certificate for names in several
// scripts with the site function's own code (HarfBuzz's WebAssembly included), reading the CJK
// chunks from supabase/buckets/fonts, and prints what it drew as JSON.
import { readFile } from 'node:fs/promises'
import { renderCertificatePdf } from '../../../functions/site/licences/certificate-pdf.ts'
import { NameFontCatalog } from '../../../functions/site/licences/name/fonts.ts'
import { shapeName } from '../../../functions/site/licences/name/shape.ts'

const bucket = new URL('../../../supabase/buckets/fonts/', import.meta.url)
// (Node's APIs, which Deno provides, so that the repository's Node type-check reads this file too.)
const readStoredFont = async (file: string) => new Uint8Array(await readFile(new URL(file, bucket)))
const results = []
for (const name of process.argv.slice(2)) {
  const started = performance.now()
  const pdf = await renderCertificatePdf(
    {
      number: 'KV-2026-7F3K9Q2M',
      licence: 'private',
      issuedAt: new Date('2026-11-22T10:00:00Z'),
      holderName: name,
      holderEmail: 'holder@example.com',
      trackTitle: 'Midnight Circuit',
      trackArtist: 'Kael Voss',
      orderNumber: 1001,
      verifyUrl: 'https://kaelvoss.example/licenses/KV-2026-7F3K9Q2M',
      locale: 'en',
      files: ['mp3'],
      caps: null,
      termsVersion: null,
    },
    { readStoredFont },
  )
  const ms = performance.now() - started
  const shaped = await shapeName(name, 11, await NameFontCatalog.open(readStoredFont))
  results.push({
    name,
    ms: Math.round(ms),
    header: new TextDecoder().decode(pdf.subarray(0, 5)),
    glyphs: shaped.glyphs.map(({ font, glyph }) => font.font.glyphName(glyph)),
  })
}
console.log(JSON.stringify(results))

// Rebuilds the fonts that print licence holders' names (supabase/functions/site/fonts/README.md):
// copies the chosen WOFF files out of the @fontsource packages, writes fonts/manifest.json with the
// code points each one covers (read from the font itself by HarfBuzz), and the OFL notices.
//
//   npm install --no-save $(npx tsx scripts/name-fonts.ts --packages)
//   npx tsx scripts/name-fonts.ts        (FONTSOURCE_DIR=<folder of @fontsource packages> to read elsewhere)
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import * as hb from 'harfbuzzjs'
import { encodeCoverage } from '../functions/site/licences/name/coverage.ts'
import type { CjkFamily, FontManifest } from '../functions/site/licences/name/manifest.ts'
import { woffToSfnt } from '../functions/site/licences/name/woff.ts'

const VERSION = '5.3.0'
const root = fileURLToPath(new URL('..', import.meta.url))
const source = process.env.FONTSOURCE_DIR ?? `${root}node_modules/@fontsource`
const bundledDir = `${root}supabase/functions/site/fonts`
const storageDir = `${root}supabase/buckets/fonts`

/** Shipped with the function, in lookup order: [package, subset]. */
const BUNDLED: [string, string][] = [
  ['noto-sans', 'latin'],
  ['noto-sans', 'latin-ext'],
  ['noto-sans', 'vietnamese'],
  ['noto-sans', 'greek'],
  ['noto-sans', 'greek-ext'],
  ['noto-sans', 'cyrillic'],
  ['noto-sans', 'cyrillic-ext'],
  ['noto-sans-hebrew', 'hebrew'],
  ['noto-sans-arabic', 'arabic'],
  ['noto-sans-devanagari', 'devanagari'],
  ['noto-sans-bengali', 'bengali'],
  ['noto-sans-gurmukhi', 'gurmukhi'],
  ['noto-sans-gujarati', 'gujarati'],
  ['noto-sans-oriya', 'oriya'],
  ['noto-sans-tamil', 'tamil'],
  ['noto-sans-telugu', 'telugu'],
  ['noto-sans-kannada', 'kannada'],
  ['noto-sans-malayalam', 'malayalam'],
  ['noto-sans-sinhala', 'sinhala'],
  ['noto-sans-thai', 'thai'],
  ['noto-sans-lao', 'lao'],
  ['noto-sans-khmer', 'khmer'],
  ['noto-sans-myanmar', 'myanmar'],
  ['noto-sans-armenian', 'armenian'],
  ['noto-sans-georgian', 'georgian'],
  ['noto-sans-ethiopic', 'ethiopic'],
]

/** CJK, in numbered unicode-range chunks, kept in the `fonts` storage bucket. */
const STORAGE = { sc: 'noto-sans-sc', tc: 'noto-sans-tc', jp: 'noto-sans-jp', kr: 'noto-sans-kr' }

const packages = [...new Set([...BUNDLED.map(([name]) => name), ...Object.values(STORAGE)])]
if (process.argv.includes('--packages')) {
  console.log(packages.map((name) => `@fontsource/${name}@${VERSION}`).join(' '))
  process.exit(0)
}

for (const name of packages) {
  const { version } = JSON.parse(await readFile(`${source}/${name}/package.json`, 'utf8'))
  if (version !== VERSION) throw new Error(`@fontsource/${name} is ${version}, not ${VERSION}`)
}

function coverage(woff: Uint8Array): string {
  const face = new hb.Face(new hb.Blob(woffToSfnt(woff)))
  return encodeCoverage(face.collectUnicodes())
}

await rm(storageDir, { recursive: true, force: true })
await mkdir(storageDir, { recursive: true })
for (const old of await readdir(bundledDir)) {
  if (old.endsWith('.woff')) await rm(`${bundledDir}/${old}`)
}

const manifest: FontManifest = { bundled: [], storage: { sc: [], tc: [], jp: [], kr: [] } }
for (const [name, subset] of BUNDLED) {
  const file = `${name}-${subset}-400-normal.woff`
  await copyFile(`${source}/${name}/files/${file}`, `${bundledDir}/${file}`)
  manifest.bundled.push({ file, cover: coverage(await readFile(`${bundledDir}/${file}`)) })
}
for (const [family, name] of Object.entries(STORAGE) as [keyof typeof STORAGE, string][]) {
  const chunk = new RegExp(`^${name}-(\\d+)-400-normal\\.woff$`)
  const files = (await readdir(`${source}/${name}/files`))
    .map((file) => ({ file, number: Number(chunk.exec(file)?.[1] ?? Number.NaN) }))
    .filter(({ number }) => Number.isInteger(number))
    .sort((a, b) => a.number - b.number)
  for (const { file } of files) {
    await copyFile(`${source}/${name}/files/${file}`, `${storageDir}/${file}`)
    manifest.storage[family].push({
      file,
      cover: coverage(await readFile(`${storageDir}/${file}`)),
    })
  }
}
await writeFile(`${bundledDir}/manifest.json`, `${JSON.stringify(manifest, null, 1)}\n`)

// The OFL asks that each copy carry its copyright notice and the licence: each family's notice as
// its font states it (name ID 0), then the licence text once (the same in every package).
const notices: string[] = []
let licence = ''
for (const name of packages) {
  const sample = manifest.bundled.find(({ file }) => file.startsWith(`${name}-`))?.file
  const family = Object.entries(STORAGE).find(([, pkg]) => pkg === name)?.[0] as CjkFamily
  const path = sample
    ? `${bundledDir}/${sample}`
    : `${storageDir}/${manifest.storage[family][0]!.file}`
  const face = new hb.Face(new hb.Blob(woffToSfnt(await readFile(path))))
  notices.push(`@fontsource/${name} ${VERSION}: ${face.getName(0, 'en')}`)
  const body = (await readFile(`${source}/${name}/LICENSE`, 'utf8')).split('\n').slice(1).join('\n')
  if (licence && body.trim() !== licence) throw new Error(`@fontsource/${name} has another licence`)
  licence = body.trim()
}
const ofl = `${notices.join('\n')}\n\n${licence}\n`
await writeFile(`${bundledDir}/OFL.txt`, ofl)
// Beside the bucket's folder, not in it: the bucket takes only fonts.
await writeFile(`${storageDir}/../OFL-fonts.txt`, ofl)
console.log(
  `${manifest.bundled.length} bundled fonts, ${Object.values(manifest.storage).flat().length} CJK chunks`,
)

import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { documentSha256 } from '../../_shared/bookings/offer-document.ts'
import { STANDARD_TERMS } from '../../_shared/bookings/texts/standard-terms.ts'
import { renderContractPdf, type SignedContract } from './contract-pdf.ts'

// The signed contract as a reader's viewer and search see it: its text, extracted by poppler.

const BUCKET = new URL('../../../supabase/buckets/fonts/', import.meta.url)
const readStoredFont = async (file: string) => new Uint8Array(await readFile(new URL(file, BUCKET)))

const PDFTOTEXT = '/usr/bin/pdftotext'
const NO_POPPLER =
  !existsSync(PDFTOTEXT) && process.env.CI !== 'true'
    ? 'The contract text test is skipped: it needs pdftotext (apt-get install poppler-utils).'
    : undefined
if (NO_POPPLER) console.warn(`\n⚠ ${NO_POPPLER}`)

const terms = {
  id: '6f1d0c7e-3b1a-4f5e-9a51-0c2b7d7f9e11',
  locale: 'de',
  owner_name: 'Kael Voss',
  owner_email: 'booking@kaelvoss.example',
  organiser_name: 'Zoë Łukasiewicz',
  organiser_email: 'zoe@example.com',
  event_type: 'club' as const,
  event_date: '2027-03-13',
  location: 'Berlin, Tresor',
  details: 'Closing set, room 2.',
  time_zone: 'Europe/Berlin',
  set_starts_at: new Date('2027-03-13T23:00:00Z'),
  set_ends_at: new Date('2027-03-14T03:00:00Z'),
  currency: 'EUR',
  fee_cents: 240_000,
  deposit_percent: 25,
  deposit_cents: 60_000,
  balance_cents: 180_000,
  balance_due_on: '2027-03-10',
  travel_terms: 'Hotel und Flüge übernimmt der Veranstalter.',
  contract_terms: STANDARD_TERMS.de,
  sent_at: new Date('2026-11-28T10:00:00Z'),
  expires_at: new Date('2026-12-12T10:00:00Z'),
}

async function text(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'contract-test-'))
  try {
    await writeFile(join(dir, 'c.pdf'), pdf)
    const { stdout } = await promisify(execFile)(PDFTOTEXT, [
      '-enc',
      'UTF-8',
      join(dir, 'c.pdf'),
      '-',
    ])
    return stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

describe.skipIf(NO_POPPLER !== undefined)('the signed contract PDF', () => {
  it('says who signed what, when and from where, in the offer’s language', async () => {
    const contract: SignedContract = {
      ...terms,
      document_sha256: await documentSha256(terms),
      signer_name: 'Zoë Łukasiewicz',
      signed_at: new Date('2026-11-29T18:30:05Z'),
      signer_address: '203.0.113.7',
    }
    const extracted = await text(await renderContractPdf(contract, { readStoredFont }))
    expect(extracted).toContain('Auftrittsvertrag')
    // The names as written (drawn as outlines, with a text layer that reads back as typed).
    expect(extracted).toContain('Zoë Łukasiewicz')
    expect(extracted).toContain('zoe@example.com')
    expect(extracted).toContain('2.400 €')
    expect(extracted).toContain('600 € (25 %), bei Unterzeichnung')
    expect(extracted).toContain('1.800 €')
    expect(extracted).toContain('Hotel und Flüge übernimmt der Veranstalter.')
    expect(extracted).toContain('3. Absage durch den Veranstalter.')
    expect(extracted).toContain('2026-11-29T18:30:05.000Z')
    expect(extracted).toContain('203.0.113.7')
    expect(extracted).toMatch(
      /Gegengezeichnet von Kael Voss: Das Senden dieses Angebots am 2026-11-28 10:00:00/,
    )
    expect(extracted.replace(/\s+/g, '')).toContain(contract.document_sha256)
  })

  it('changes its fingerprint with any change to what it says', async () => {
    const original = await documentSha256(terms)
    expect(original).toMatch(/^[0-9a-f]{64}$/)
    expect(await documentSha256({ ...terms })).toBe(original)
    expect(await documentSha256({ ...terms, fee_cents: 240_001 })).not.toBe(original)
    expect(await documentSha256({ ...terms, contract_terms: `${terms.contract_terms} ` })).not.toBe(
      original,
    )
    expect(await documentSha256({ ...terms, set_starts_at: null })).not.toBe(original)
  })
})

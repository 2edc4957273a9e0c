import { z } from 'zod'
import { LICENCES } from '../../_shared/contract/checkout.ts'
import { LicenceFile } from '../../_shared/contract/licence-files.ts'
import { LicenceCaps } from '../../_shared/contract/licence-tiers.ts'
import type { LicenceVerification } from '../../_shared/contract/site/licences.ts'
import { runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import type { FunctionEnv } from '../../_shared/env.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { verificationUrl } from '../../_shared/orders/links.ts'
import { renderCertificatePdf } from './certificate-pdf.ts'
import { readFontsFromStorage } from './name/stored-fonts.ts'

const LICENCE_NUMBER = /^[A-Za-z0-9-]{8,40}$/

const Verification = z.object({
  number: z.string(),
  licence: z.enum(LICENCES),
  issued_at: z.string(),
  revoked: z.boolean(),
  holder_name: z.string(),
  track_title: z.string(),
  track_artist: z.string(),
})

const Certificate = Verification.extend({
  holder_email: z.string(),
  order_number: z.number(),
  locale: z.string(),
  files: z.array(LicenceFile),
  caps: LicenceCaps.nullable(),
  terms_version: z.string().nullable(),
})

export type { LicenceVerification }

export async function verifyLicence(sql: Sql, number: string): Promise<LicenceVerification> {
  if (!LICENCE_NUMBER.test(number)) throw licenceNotFound()
  const record = await callAsVisitor(
    sql,
    (tx) => tx`select private.verify_licence(${number}) as record`,
  )
  if (!record) throw licenceNotFound()
  const licence = Verification.parse(record)
  return {
    number: licence.number,
    licence: licence.licence,
    issued_at: new Date(licence.issued_at).toISOString(),
    track_title: licence.track_title,
    track_artist: licence.track_artist,
    holder_initials: initials(licence.holder_name),
    valid: !licence.revoked,
  }
}

/** The certificate PDF, for whoever holds the grant's token (it is in the buyer's links). */
export async function licenceCertificate(
  deps: { sql: Sql; env: Pick<FunctionEnv, 'SUPABASE_URL' | 'SITE_URL'> },
  number: string,
  token: string,
): Promise<{ number: string; pdf: Uint8Array }> {
  if (!LICENCE_NUMBER.test(number) || token.length === 0) throw licenceNotFound()
  const record = await callAsVisitor(
    deps.sql,
    (tx) => tx`select private.licence_certificate(${number}, ${token}) as record`,
  )
  if (!record) throw licenceNotFound()
  const certificate = Certificate.parse(record)
  if (certificate.revoked) {
    throw new AppError('licence_revoked', 'This licence has been revoked: its order was refunded.')
  }
  const pdf = await renderCertificatePdf(
    {
      number: certificate.number,
      licence: certificate.licence,
      issuedAt: new Date(certificate.issued_at),
      holderName: certificate.holder_name,
      holderEmail: certificate.holder_email,
      trackTitle: certificate.track_title,
      trackArtist: certificate.track_artist,
      orderNumber: certificate.order_number,
      verifyUrl: verificationUrl(deps.env, certificate.number),
      locale: certificate.locale,
      files: certificate.files,
      caps: certificate.caps,
      termsVersion: certificate.terms_version,
    },
    { readStoredFont: readFontsFromStorage(deps.env.SUPABASE_URL) },
  )
  return { number: certificate.number, pdf }
}

/** "Ana María López" → "A. M. L.": recognisable to the holder, little to anyone else. */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .map((part) => Array.from(part)[0])
    .filter((letter): letter is string => Boolean(letter && /\p{L}/u.test(letter)))
    .map((letter) => `${letter.toLocaleUpperCase()}.`)
    .join(' ')
}

async function callAsVisitor(
  sql: Sql,
  query: (tx: Tx) => Promise<readonly { record: unknown }[]>,
): Promise<unknown> {
  const [row] = await runAs(sql, { role: 'anon' }, query)
  return row?.record ?? null
}

function licenceNotFound() {
  return new AppError(
    'licence_not_found',
    'No licence has this number (or the link is incomplete).',
  )
}

import type { LicenceFile } from '../contract/licence-files.ts'
import type { FunctionEnv } from '../env.ts'

type LinkEnv = Pick<FunctionEnv, 'SUPABASE_URL'>

function functionsBase(env: LinkEnv): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1`
}

/**
 * Spends one download of one of the licence's files and redirects to it (see
 * functions/site/downloads). The MP3's link names no format, as links sent before tiers did.
 */
export function downloadUrl(
  env: LinkEnv,
  grantId: string,
  token: string,
  format: LicenceFile = 'mp3',
): string {
  const file = format === 'mp3' ? '' : `&format=${format}`
  return `${functionsBase(env)}/site/downloads/${grantId}?token=${encodeURIComponent(token)}${file}`
}

/**
 * Stripe's invoice of a paid order, for whoever holds its Checkout Session id (the secret the
 * payment-success page already carries): redirects to the invoice's PDF.
 */
export function invoiceUrl(env: LinkEnv, checkoutSessionId: string): string {
  return `${functionsBase(env)}/site/orders/by-session/${encodeURIComponent(checkoutSessionId)}/invoice`
}

/** The licence certificate as a PDF, for whoever holds the grant's token. */
export function certificateUrl(env: LinkEnv, licenceNumber: string, token: string): string {
  return `${functionsBase(env)}/site/licences/${encodeURIComponent(licenceNumber)}/pdf?token=${encodeURIComponent(token)}`
}

/** The buyer library (/library), in the reader's language: every order of their address, again. */
export function libraryUrl(env: Pick<FunctionEnv, 'SITE_URL'>, locale: string): string {
  return `${env.SITE_URL.replace(/\/+$/, '')}/library?lng=${encodeURIComponent(locale)}`
}

/**
 * The site's public page that verifies a licence number (/licenses/{number}): no token, and no
 * personal data beyond the holder's initials.
 */
export function verificationUrl(env: Pick<FunctionEnv, 'SITE_URL'>, licenceNumber: string): string {
  return `${env.SITE_URL.replace(/\/+$/, '')}/licenses/${encodeURIComponent(licenceNumber)}`
}

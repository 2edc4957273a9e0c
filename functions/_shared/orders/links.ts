import type { FunctionEnv } from '../env.ts'

type LinkEnv = Pick<FunctionEnv, 'SUPABASE_URL'>

function functionsBase(env: LinkEnv): string {
  return `${env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1`
}

/** Spends one download and redirects to the file (see functions/site/downloads). */
export function downloadUrl(env: LinkEnv, grantId: string, token: string): string {
  return `${functionsBase(env)}/site/downloads/${grantId}?token=${encodeURIComponent(token)}`
}

/** The licence certificate as a PDF, for whoever holds the grant's token. */
export function certificateUrl(env: LinkEnv, licenceNumber: string, token: string): string {
  return `${functionsBase(env)}/site/licences/${encodeURIComponent(licenceNumber)}/pdf?token=${encodeURIComponent(token)}`
}

/** Public verification of a licence number (no token: it shows no personal data). */
export function verificationUrl(env: LinkEnv, licenceNumber: string): string {
  return `${functionsBase(env)}/site/licences/${encodeURIComponent(licenceNumber)}`
}

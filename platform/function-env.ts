import type { ApiKeys } from './api-keys.ts'
import type { SigningKeys } from './auth/keys.ts'

/**
 * The variables a hosted project sets in every Edge Function's environment without being asked
 * (Supabase docs, Edge Functions → Environment Variables → "Default secrets"), with today's keys:
 * the publishable and secret keys as JSON objects keyed by name (`{"default":"sb_…"}`) and the
 * JWKS that verifies user tokens. The legacy `SUPABASE_ANON_KEY` and `SUPABASE_SERVICE_ROLE_KEY`
 * (JWTs) are on that list too while a project keeps them; the functions read neither, and the
 * platform, which has only the new keys, sets neither.
 */
export const SUPABASE_DEFAULT_SECRETS = [
  'SUPABASE_URL',
  'SUPABASE_DB_URL',
  'SUPABASE_PUBLISHABLE_KEYS',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_JWKS',
] as const

/** Also set by Supabase, but legacy: the functions must not depend on them. */
export const SUPABASE_LEGACY_SECRETS = ['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const

/** Set by the hosted runtime itself (region, instance, deployment). */
export const SUPABASE_RUNTIME_VARIABLES = ['SB_REGION', 'SB_EXECUTION_ID', 'DENO_DEPLOYMENT_ID']

export type SupabaseDefaults = Record<(typeof SUPABASE_DEFAULT_SECRETS)[number], string>

/** The default secrets with this platform's values, in the formats hosted Supabase uses. */
export function supabaseDefaultSecrets(options: {
  url: string
  databaseUrl: string
  keys: Pick<ApiKeys, 'publishable_key' | 'secret_key'>
  signing: Pick<SigningKeys, 'jwks'>
}): SupabaseDefaults {
  return {
    SUPABASE_URL: options.url,
    SUPABASE_DB_URL: options.databaseUrl,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: options.keys.publishable_key }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: options.keys.secret_key }),
    SUPABASE_JWKS: JSON.stringify(options.signing.jwks),
  }
}

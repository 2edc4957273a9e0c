import useSWR from 'swr'
import { env } from '@/config/app-env'
import { ApiError, requestJson } from '@/lib/api-client'

// `GET /auth/v1/settings`: which sign-in methods the auth service has turned on. The sign-in page
// offers a button for each enabled OAuth provider and nothing else.

type AuthSettings = { external: Record<string, boolean> }

/** Sign-in methods that are not OAuth providers. */
const NOT_OAUTH = new Set(['email', 'phone', 'anonymous_users', 'saml'])

export const authProvidersKey = 'auth/v1/settings'

export async function getAuthProviders(): Promise<string[]> {
  const settings = await requestJson<AuthSettings>(`${env.supabaseUrl}/${authProvidersKey}`, {
    headers: { apikey: env.supabaseKey },
  })
  if (typeof settings?.external !== 'object' || settings.external === null) {
    throw new ApiError({ status: 502, code: 'internal', message: 'Unexpected auth settings.' })
  }
  return Object.entries(settings.external)
    .filter(([provider, enabled]) => enabled === true && !NOT_OAUTH.has(provider))
    .map(([provider]) => provider)
    .sort()
}

export function useAuthProviders() {
  return useSWR(authProvidersKey, getAuthProviders)
}

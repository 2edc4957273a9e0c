import { randomBytes } from 'node:crypto'
import type { ExternalProviders } from '../auth/external-providers.ts'
import type { PlatformConfig } from '../config.ts'
import { createOAuthIdp, type OAuthIdp } from './index.ts'

/** The client the auth service is registered as at the local identity provider. */
export const LOCAL_OAUTH_CLIENT_ID = 'local-site'

/**
 * The keycloak provider's settings for a platform at `platformUrl`: the local identity provider
 * (a client secret made at each start, never written anywhere), a real realm, or none.
 */
export function localOAuthProvider(
  keycloak: PlatformConfig['keycloak'],
  platformUrl: string,
): { externalProviders: ExternalProviders; oauthIdp?: OAuthIdp } {
  if (!keycloak.enabled) return { externalProviders: {} }
  if (keycloak.realm !== 'local') {
    return { externalProviders: { keycloak: { enabled: true, ...keycloak.realm } } }
  }
  const secret = randomBytes(32).toString('base64url')
  const oauthIdp = createOAuthIdp({
    clients: [
      {
        clientId: LOCAL_OAUTH_CLIENT_ID,
        secret,
        redirectUris: [`${platformUrl}/auth/v1/callback`],
      },
    ],
  })
  return {
    externalProviders: {
      keycloak: {
        enabled: true,
        clientId: LOCAL_OAUTH_CLIENT_ID,
        secret,
        url: oauthIdp.realmUrl(platformUrl),
      },
    },
    oauthIdp,
  }
}

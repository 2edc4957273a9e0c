import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { paths } from '@/config/paths'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { loadSupabase } from '@/lib/auth/supabase'
import { useAuthProviders } from '../api/get-auth-providers'

/** What the site asks each provider for: the address and name to recognise the account. */
const SCOPES: Record<string, string> = {
  github: 'read:user user:email',
  gitlab: 'read_user',
  google: 'openid email profile',
  azure: 'openid email profile',
  // GoTrue asks a Keycloak realm for `profile email` itself; `openid` makes it OpenID Connect.
  keycloak: 'openid',
}
const DEFAULT_SCOPES = 'email'

/** Names as the providers write them; a provider not listed shows its key capitalised. */
const PROVIDER_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin_oidc: 'LinkedIn',
  slack_oidc: 'Slack',
  workos: 'WorkOS',
  azure: 'Microsoft',
  // The identity provider's own name: locally its stand-in (platform/oauth-idp), hosted the
  // project's Keycloak realm. A brand, so the same in every language.
  keycloak: 'Keycloak',
}
const providerName = (provider: string) =>
  PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1)

/**
 * One button per OAuth provider the auth service has enabled (none, when only email and
 * password are on). supabase-js sends the visitor to the provider with `redirect_to`, the scopes
 * and a PKCE code challenge; back on /auth it exchanges the code for a session.
 */
export function OAuthButtons({ next }: { next: string }) {
  const { t } = useTranslation('auth')
  const { data: providers } = useAuthProviders()
  const [error, setError] = useState<AuthErrorCode | null>(null)
  if (!providers?.length) return null

  const signIn = async (provider: string) => {
    setError(null)
    try {
      const supabase = await loadSupabase()
      const redirectTo = `${window.location.origin}${paths.auth.build()}?next=${encodeURIComponent(next)}`
      const { error: failure } = await supabase.auth.signInWithOAuth({
        // The provider names come from the auth service itself.
        provider: provider as Parameters<typeof supabase.auth.signInWithOAuth>[0]['provider'],
        options: { redirectTo, scopes: SCOPES[provider] ?? DEFAULT_SCOPES },
      })
      if (failure) setError(authErrorCode(failure))
    } catch (failure) {
      setError(authErrorCode(failure))
    }
  }

  return (
    <div className="auth-oauth">
      <p className="auth-oauth__divider">{t('oauth.or')}</p>
      <ul className="auth-oauth__list">
        {providers.map((provider) => (
          <li key={provider}>
            <button type="button" className="button button--ghost" onClick={() => signIn(provider)}>
              {t('oauth.continueWith', { provider: providerName(provider) })}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="form-status__message" role="alert">
          <ErrorText code={error} context="auth" />
        </p>
      ) : null}
    </div>
  )
}

import type { Factor } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TotpCodeForm } from '@/components/auth/TotpCodeForm'
import { Loading } from '@/components/ui/Loading'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { confirmTotp, verifiedTotpFactors } from '@/lib/auth/mfa'
import { signOut } from '../lib/sign-in'

/**
 * The second step for an account with an authenticator app: challenge it and verify the code.
 * Success raises the session to aal2 (supabase-js reports MFA_CHALLENGE_VERIFIED).
 */
export function TotpStep() {
  const { t } = useTranslation('auth')
  const [factors, setFactors] = useState<Factor[] | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  useEffect(() => {
    let current = true
    verifiedTotpFactors().then(
      (found) => {
        if (!current) return
        setFactors(found)
        setChosen(found[0]?.id ?? null)
      },
      (failure: unknown) => current && setError(authErrorCode(failure)),
    )
    return () => {
      current = false
    }
  }, [])

  const switchAccount = () => {
    signOut().catch((failure: unknown) => setError(authErrorCode(failure)))
  }

  return (
    <>
      <p className="page__intro">{t('totp.intro')}</p>
      {error ? (
        <p className="form-status__message" role="alert">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      {factors === null && !error ? <Loading /> : null}
      {factors && factors.length > 1 ? (
        <fieldset className="auth-factors">
          <legend className="field__label">{t('totp.whichApp')}</legend>
          {factors.map((factor) => (
            <label key={factor.id} className="auth-factors__option">
              <input
                type="radio"
                name="factor"
                value={factor.id}
                checked={chosen === factor.id}
                onChange={() => setChosen(factor.id)}
              />{' '}
              {factor.friendly_name || t('totp.unnamedApp')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen ? (
        <TotpCodeForm onCode={(code) => confirmTotp(chosen, code)} submitLabel={t('totp.submit')} />
      ) : null}
      <button type="button" className="button button--ghost auth-switch" onClick={switchAccount}>
        {t('totp.switchAccount')}
      </button>
    </>
  )
}

import type { Factor } from '@supabase/supabase-js'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { factorLabel } from '@/components/auth/factor-label'
import { TotpCodeForm } from '@/components/auth/TotpCodeForm'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { confirmTotp, verifiedFactors } from '@/lib/auth/mfa'
import { signOut } from '../lib/sign-in'
import { PhoneCodeStep } from './PhoneCodeStep'
import { SecurityKeyStep } from './SecurityKeyStep'

/**
 * The second step for an account with verified factors: the owner picks one (a security key is
 * offered first when there is one) and answers it. Success raises the session to aal2
 * (supabase-js reports MFA_CHALLENGE_VERIFIED) and the page moves on.
 */
export function SecondFactorStep() {
  const { t } = useTranslation('auth')
  const [factors, setFactors] = useState<Factor[] | null>(null)
  const [chosen, setChosen] = useState<Factor | null>(null)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  useEffect(() => {
    let current = true
    verifiedFactors().then(
      (found) => {
        if (!current) return
        setFactors(found)
        setChosen(found[0] ?? null)
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
      <p className="page__intro">{t('mfa.intro')}</p>
      {error ? (
        <p className="form-status__message" role="alert">
          <ErrorText code={error} context="auth" />
        </p>
      ) : null}
      {factors === null && !error ? <Loading /> : null}
      {factors && factors.length > 1 ? (
        <fieldset className="auth-factors">
          <legend className="field__label">{t('mfa.which')}</legend>
          {factors.map((factor) => (
            <label key={factor.id} className="auth-factors__option">
              <input
                type="radio"
                name="factor"
                value={factor.id}
                checked={chosen?.id === factor.id}
                onChange={() => setChosen(factor)}
              />
              <span>
                {factorLabel(t, factor)}
                {factor.friendly_name ? (
                  <span className="auth-factors__kind">
                    {' '}
                    · {t(`factors.${factor.factor_type}`)}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen?.factor_type === 'webauthn' ? (
        <SecurityKeyStep key={chosen.id} factorId={chosen.id} />
      ) : null}
      {chosen?.factor_type === 'phone' ? (
        <PhoneCodeStep key={chosen.id} factorId={chosen.id} />
      ) : null}
      {chosen?.factor_type === 'totp' ? (
        <TotpCodeForm
          key={chosen.id}
          onCode={(code) => confirmTotp(chosen.id, code)}
          submitLabel={t('totp.submit')}
        />
      ) : null}
      <button type="button" className="button button--ghost auth-switch" onClick={switchAccount}>
        {t('totp.switchAccount')}
      </button>
    </>
  )
}

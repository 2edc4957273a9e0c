import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { confirmSecurityKey } from '@/lib/auth/mfa'

/** A security key or passkey at sign-in: the browser asks for it when the owner is ready. */
export function SecurityKeyStep({ factorId }: { factorId: string }) {
  const { t } = useTranslation('auth')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  const use = async () => {
    setBusy(true)
    setError(null)
    try {
      await confirmSecurityKey(factorId)
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="auth-step">
      <p>{t('key.intro')}</p>
      {error ? (
        <p className="form-status__message" role="alert">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        onClick={use}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('key.waiting') : t('key.use')}
      </button>
    </div>
  )
}

import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { requestPasswordReset } from '@/lib/auth/account'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { currentLanguage } from '@/lib/i18n'

/**
 * "Forgot password?": the address to send a reset link to. The answer is the same whether or not
 * the address has an account, as the auth service's is.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const { t, i18n } = useTranslation('auth')
  const id = useId()
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<AuthErrorCode | 'email_required' | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!email.trim()) {
      setError('email_required')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await requestPasswordReset(email.trim(), currentLanguage(i18n))
      setSent(true)
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {sent ? null : <p className="page__intro">{t('forgot.intro')}</p>}
      {sent ? (
        <p className="auth-notice" role="status">
          {t('forgot.sent', { email: email.trim() })}
        </p>
      ) : (
        <form className="form auth-form" noValidate onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor={id}>
              {t('signIn.email')}
            </label>
            <input
              id={id}
              className="field__control"
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
              aria-invalid={error === 'email_required'}
            />
          </div>
          <div role="alert" className="form-status">
            {error ? (
              <p className="form-status__message">
                <ErrorText code={error} context="auth" />
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('forgot.sending') : t('forgot.submit')}
          </button>
        </form>
      )}
      <button type="button" className="button button--ghost auth-switch" onClick={onBack}>
        {t('forgot.back')}
      </button>
    </>
  )
}

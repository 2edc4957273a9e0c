import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { prepareSignIn } from '@/lib/auth/session'
import { signInWithPassword } from '../lib/sign-in'

/** Email and password. A success shows up as a new session; the page then takes over. */
export function SignInForm() {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<AuthErrorCode | 'fields_required' | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!email.trim() || !password) {
      setError('fields_required')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await signInWithPassword(email.trim(), password)
    } catch (failure) {
      setError(authErrorCode(failure))
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <div className="field">
        <label className="field__label" htmlFor="auth-email">
          {t('signIn.email')}
        </label>
        <input
          id="auth-email"
          className="field__control"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={prepareSignIn}
          required
          aria-invalid={error === 'fields_required' && !email.trim()}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="auth-password">
          {t('signIn.password')}
        </label>
        <input
          id="auth-password"
          className="field__control"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          aria-invalid={error === 'fields_required' && !password}
        />
      </div>
      <div role="alert" className="form-status">
        {error ? <p className="form-status__message">{t(`errors.${error}`)}</p> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('signIn.signingIn') : t('signIn.submit')}
      </button>
    </form>
  )
}

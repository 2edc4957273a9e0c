import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'

/** The auth service's minimum (GoTrue's PASSWORD_MIN_LENGTH is 6); the site asks for more. */
export const MIN_PASSWORD_LENGTH = 10

type Props = {
  /** Saves the password; throws what supabase-js reports. */
  onPassword: (password: string) => Promise<void>
  submitLabel: string
  onSaved: () => void
  /** Shown under the form while saving needs more (the emailed code), with its own field. */
  extra?: ReactNode
}

type FormError = AuthErrorCode | 'password_short' | 'password_mismatch'

/** A new password, typed twice, checked here before the auth service checks it again. */
export function NewPasswordForm({ onPassword, submitLabel, onSaved, extra }: Props) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [error, setError] = useState<FormError | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (password.length < MIN_PASSWORD_LENGTH) return setError('password_short')
    if (password !== repeat) return setError('password_mismatch')
    setBusy(true)
    setError(null)
    try {
      await onPassword(password)
      onSaved()
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-new`}>
          {t('password.new')}
        </label>
        <input
          id={`${id}-new`}
          className="field__control"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-invalid={error === 'password_short'}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('password.hint', { count: MIN_PASSWORD_LENGTH })}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-repeat`}>
          {t('password.repeat')}
        </label>
        <input
          id={`${id}-repeat`}
          className="field__control"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          required
          aria-invalid={error === 'password_mismatch'}
        />
      </div>
      {extra}
      <div role="alert" className="form-status">
        {error ? (
          <p className="form-status__message">
            {t(`errors.${error}`, { count: MIN_PASSWORD_LENGTH })}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('password.saving') : submitLabel}
      </button>
    </form>
  )
}

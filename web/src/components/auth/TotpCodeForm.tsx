import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import '@/components/ui/form/form.css'

const CODE = /^\d{6}$/

type Props = {
  /** Challenges and verifies the code; throws what supabase-js reports. */
  onCode: (code: string) => Promise<void>
  submitLabel: string
  /** After a success, while the caller moves on. */
  onConfirmed?: () => void
  /** The field's label and hint, when the code comes from somewhere else (a text message). */
  label?: string
  hint?: string
}

/** A 6-digit code (from an authenticator app, or a text), checked by the auth service. */
export function TotpCodeForm({ onCode, submitLabel, onConfirmed, label, hint }: Props) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<AuthErrorCode | 'code_format' | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const digits = code.replace(/\s+/g, '')
    if (!CODE.test(digits)) {
      setError('code_format')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onCode(digits)
      onConfirmed?.()
    } catch (failure) {
      setError(authErrorCode(failure))
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit}>
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id}>
          {label ?? t('totp.codeLabel')}
        </label>
        <input
          id={id}
          name="code"
          className="field__control totp-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            <ErrorText code={error} context="auth" />
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {hint ?? t('totp.codeHint')}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('totp.checking') : submitLabel}
      </button>
    </form>
  )
}

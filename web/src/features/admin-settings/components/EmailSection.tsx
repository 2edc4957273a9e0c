import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { ErrorText } from '@/components/ui/ErrorText'
import { changeEmail, signedInEmail } from '@/lib/auth/account'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { currentLanguage } from '@/lib/i18n'

/**
 * The owner's sign-in email. The auth service confirms a change from both addresses (secure
 * email change): until both links are opened, the current one stays.
 */
export function EmailSection() {
  const { t, i18n } = useTranslation(['admin-settings'])
  const id = useId()
  const { data: current } = useSWR('auth/email', signedInEmail)
  const [next, setNext] = useState('')
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<ReactNode>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const email = next.trim()
    setError(null)
    setSentTo(null)
    if (current && email.toLowerCase() === current.toLowerCase()) {
      setError(t('email.same'))
      return
    }
    setBusy(true)
    try {
      await changeEmail(email, currentLanguage(i18n))
      setSentTo(email)
      setNext('')
    } catch (failure) {
      setError(<ErrorText code={authErrorCode(failure)} context="auth" />)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="settings-factors settings-email">
      <h3>{t('email.title')}</h3>
      <p className="settings-section__description">{t('email.description')}</p>
      {current ? <p>{t('email.current', { email: current })}</p> : null}
      <form className="settings-email__form" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('email.label')}
          </label>
          <input
            id={id}
            className="field__control"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={next}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setNext(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--ghost"
          disabled={busy || next.trim() === ''}
          aria-busy={busy}
        >
          {busy ? t('email.sending') : t('email.submit')}
        </button>
      </form>
      {sentTo && current ? (
        <p role="status" className="settings-factors__advice">
          {t('email.sent', { current, next: sentTo })}
        </p>
      ) : null}
    </div>
  )
}

import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { requestManageLink } from '../api/subscription'

const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** "Email me a link": the way in for a fan with no link at hand. */
export function RequestLinkForm() {
  const { t, i18n } = useTranslation(['subscription', 'common'])
  const [email, setEmail] = useState('')
  const [website, setWebsite] = useState('')
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setError('email_invalid')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await requestManageLink(address, currentLanguage(i18n), website)
      setSentTo(address)
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.code : 'network')
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <p className="notice" role="status">
        {t('request.sent', { email: sentTo })}
      </p>
    )
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <LabelledInput
        id="subscription-email"
        label={t('request.label')}
        hint={t('request.hint')}
        invalid={Boolean(error)}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
        aria-invalid={Boolean(error)}
      />
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="subscription-website">Website</label>
        <input
          id="subscription-website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <div role="alert" className="form-status">
        {error ? (
          <p className="form-status__message">
            <ErrorText code={error} />
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('request.submit')}
      </button>
    </form>
  )
}

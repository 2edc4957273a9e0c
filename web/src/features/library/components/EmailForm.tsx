import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyButton } from '@/components/ui/BusyButton'
import { ErrorText } from '@/components/ui/ErrorText'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { prepareSignIn } from '@/lib/auth/session'
import { currentLanguage } from '@/lib/i18n'
import { type SignInError, sendSignInLink, signInErrorOf } from '../lib/email-sign-in'

// The server checks the address (GoTrue); this only catches what is plainly not one.
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

/** "Send me a sign-in link": the address used at checkout. */
export function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useTranslation('library')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<SignInError | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const address = email.trim()
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setError('email_invalid')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await sendSignInLink(address, currentLanguage(i18n))
      onSent(address)
    } catch (failure) {
      setError(signInErrorOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form library-form" noValidate onSubmit={submit}>
      <LabelledInput
        id="library-email"
        label={t('email.label')}
        hint={t('email.hint')}
        invalid={error === 'email_invalid'}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={prepareSignIn}
        required
        aria-invalid={error === 'email_invalid'}
      />
      <div role="alert" className="form-status">
        {error ? (
          <p className="form-status__message">
            <ErrorText code={error} context="auth" />
          </p>
        ) : null}
      </div>
      <BusyButton busy={busy} label={t('email.submit')} busyLabel={t('email.sending')} />
    </form>
  )
}

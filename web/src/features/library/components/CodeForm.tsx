import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyButton } from '@/components/ui/BusyButton'
import { ErrorText } from '@/components/ui/ErrorText'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { currentLanguage } from '@/lib/i18n'
import {
  type SignInError,
  sendSignInLink,
  signInErrorOf,
  verifyEmailCode,
} from '../lib/email-sign-in'

const SIX_DIGITS = /^\d{6}$/

/** "Check your email": the link signs in by itself; the code is for another device or browser. */
export function CodeForm({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const { t, i18n } = useTranslation('library')
  const [code, setCode] = useState('')
  const [error, setError] = useState<SignInError | null>(null)
  const [busy, setBusy] = useState(false)
  const [resent, setResent] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // The step changed under the visitor: say so to screen readers and keyboards.
  useEffect(() => heading.current?.focus(), [])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const digits = code.replace(/\s+/g, '')
    if (!SIX_DIGITS.test(digits)) {
      setError('code_invalid')
      return
    }
    setBusy(true)
    setError(null)
    try {
      // Success shows up as a new session: the page then shows the orders.
      await verifyEmailCode(email, digits)
    } catch (failure) {
      setError(signInErrorOf(failure))
      setBusy(false)
    }
  }

  const resend = async () => {
    setError(null)
    setResent(false)
    try {
      await sendSignInLink(email, currentLanguage(i18n))
      setResent(true)
    } catch (failure) {
      setError(signInErrorOf(failure))
    }
  }

  return (
    <div className="library-card">
      <h2 ref={heading} tabIndex={-1} className="section__title library-card__title">
        {t('sent.title')}
      </h2>
      <p>{t('sent.body', { email })}</p>
      <form className="form library-form" noValidate onSubmit={submit}>
        <LabelledInput
          id="library-code"
          label={t('sent.codeLabel')}
          invalid={error === 'code_invalid'}
          controlClass="library-form__code"
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error === 'code_invalid'}
        />
        <div role="alert" className="form-status">
          {error ? (
            <p className="form-status__message">
              <ErrorText code={error} context="auth" />
            </p>
          ) : null}
          {resent && !error ? <p className="form-status__message">{t('sent.resent')}</p> : null}
        </div>
        <BusyButton busy={busy} label={t('sent.codeSubmit')} busyLabel={t('sent.verifying')} />
      </form>
      <div className="library-card__actions">
        <button type="button" className="button button--ghost button--small" onClick={resend}>
          {t('sent.resend')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onOtherEmail}>
          {t('sent.otherEmail')}
        </button>
      </div>
    </div>
  )
}

import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { useSettings } from '@/lib/api/get-settings'
import { subscribe } from '@/lib/api/subscribe'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import './signup.css'

// The server checks the address; this only catches what is plainly not one (no zod on every page).
const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

type State = { step: 'idle' | 'sending' | 'sent' } | { step: 'failed'; code: string }

type Props = {
  /** The heading the block opens with (the footer's is small, a page's a section title). */
  heading: 'footer' | 'section'
}

/**
 * "Get the news first": the mailing list's sign-up, an address and a button, with the words of
 * the consent under them. Sending asks for a confirmation email (double opt-in); the answer is the
 * same whether or not the address was already on the list.
 */
export function SignupForm({ heading }: Props) {
  const { t, i18n } = useTranslation()
  const { data: settings } = useSettings()
  const id = useId()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ step: 'idle' })
  const brand = settings?.brand_name ?? ''

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.step === 'sending') return
    // What the fields hold, not the state: on a served page the address may have been typed
    // before this part hydrated, and React's first render does not take it in.
    const fields = new FormData(event.currentTarget)
    const address = String(fields.get('email') ?? '').trim()
    const trap = String(fields.get('website') ?? '')
    setEmail(address)
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setState({ step: 'failed', code: 'email_invalid' })
      return
    }
    setState({ step: 'sending' })
    try {
      await subscribe({ email: address, locale: currentLanguage(i18n), website: trap })
      setState({ step: 'sent' })
    } catch (error) {
      const code = error instanceof ApiError ? (error.fields.email ?? error.code) : 'network'
      setState({ step: 'failed', code })
    }
  }

  const titleId = `${id}-title`
  return (
    <section className={`signup signup--${heading}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={heading === 'footer' ? 'footer__title' : 'signup__title'}>
        {t('signup.title')}
      </h2>
      {heading === 'section' ? <p className="signup__lead">{t('signup.lead')}</p> : null}
      {state.step === 'sent' ? (
        <p className="signup__sent" role="status">
          {t('signup.sent', { email: email.trim() })}
        </p>
      ) : (
        <form className="signup__form" noValidate onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {t('signup.label')}
          </label>
          <div className="signup__row">
            <input
              id={`${id}-email`}
              className="field__control signup__input"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('signup.placeholder')}
              // Uncontrolled: what was typed before this part hydrated stays in the field.
              defaultValue=""
              required
              aria-invalid={state.step === 'failed'}
              aria-describedby={`${id}-consent ${id}-status`}
            />
            <button
              type="submit"
              className="button button--primary signup__button"
              disabled={state.step === 'sending'}
              aria-busy={state.step === 'sending'}
            >
              {t('signup.submit')}
            </button>
          </div>
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={`${id}-website`}>Website</label>
            <input
              id={`${id}-website`}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <p id={`${id}-consent`} className="signup__consent">
            {t('signup.consent', { brand })}
          </p>
          <p id={`${id}-status`} className="signup__error" role="alert">
            {state.step === 'failed' ? <ErrorText code={state.code} /> : null}
          </p>
        </form>
      )}
    </section>
  )
}

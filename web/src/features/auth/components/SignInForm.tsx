import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyButton } from '@/components/ui/BusyButton'
import { ErrorText } from '@/components/ui/ErrorText'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { prepareSignIn } from '@/lib/auth/session'
import { useAsyncAction } from '@/lib/use-async-action'
import { signInWithPassword } from '../lib/sign-in'

/** Email and password. A success shows up as a new session; the page then takes over. */
export function SignInForm() {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const signIn = useAsyncAction(
    () => signInWithPassword(email.trim(), password),
    (failure): AuthErrorCode | 'fields_required' => {
      setPassword('')
      return authErrorCode(failure)
    },
  )
  const error = signIn.error

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (signIn.busy) return
    if (!email.trim() || !password) return signIn.setError('fields_required')
    void signIn.run()
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-labelledby="auth-title">
      <LabelledInput
        id="auth-email"
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={prepareSignIn}
        required
        aria-invalid={error === 'fields_required' && !email.trim()}
      />
      <LabelledInput
        id="auth-password"
        label={t('signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        aria-invalid={error === 'fields_required' && !password}
      />
      <div role="alert" className="form-status">
        {error ? (
          <p className="form-status__message">
            <ErrorText code={error} context="auth" />
          </p>
        ) : null}
      </div>
      <BusyButton busy={signIn.busy} label={t('signIn.submit')} busyLabel={t('signIn.signingIn')} />
    </form>
  )
}

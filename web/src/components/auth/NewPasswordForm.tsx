import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyButton } from '@/components/ui/BusyButton'
import { ErrorText } from '@/components/ui/ErrorText'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { useAsyncAction } from '@/lib/use-async-action'

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
  const save = useAsyncAction(
    async () => {
      await onPassword(password)
      onSaved()
    },
    (failure): FormError => authErrorCode(failure),
  )
  const error = save.error

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.busy) return
    if (password.length < MIN_PASSWORD_LENGTH) return save.setError('password_short')
    if (password !== repeat) return save.setError('password_mismatch')
    void save.run()
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit}>
      <LabelledInput
        id={`${id}-new`}
        label={t('password.new')}
        hint={t('password.hint', { count: MIN_PASSWORD_LENGTH })}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        minLength={MIN_PASSWORD_LENGTH}
        aria-invalid={error === 'password_short'}
      />
      <LabelledInput
        id={`${id}-repeat`}
        label={t('password.repeat')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        required
        aria-invalid={error === 'password_mismatch'}
      />
      {extra}
      <div role="alert" className="form-status">
        {error ? (
          <p className="form-status__message">
            <ErrorText code={error} context="auth" values={{ count: MIN_PASSWORD_LENGTH }} />
          </p>
        ) : null}
      </div>
      <BusyButton busy={save.busy} label={submitLabel} busyLabel={t('password.saving')} />
    </form>
  )
}

import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthErrorAlert } from '@/components/auth/AuthErrorAlert'
import { BusyButton } from '@/components/ui/BusyButton'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { registerSecurityKey } from '@/lib/auth/mfa'
import { useAsyncAction } from '@/lib/use-async-action'

const supportsWebAuthn = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window

/** Adding a security key or passkey: a name to tell it apart, then the browser asks for it. */
export function AddSecurityKey({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['admin-settings', 'auth'])
  const id = useId()
  const [name, setName] = useState(() => t('security.keyDefaultName'))
  const register = useAsyncAction(async () => {
    await registerSecurityKey(name.trim() || t('security.keyDefaultName'))
    onAdded()
  }, authErrorCode)

  if (!supportsWebAuthn()) return <p role="status">{t('security.keyUnsupported')}</p>

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void register.run()
  }

  return (
    <form className="form settings-enrol" noValidate onSubmit={submit}>
      <p>{t('security.keyIntro')}</p>
      <LabelledInput
        id={id}
        label={t('security.factorName')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <AuthErrorAlert error={register.error} className="field__error" />
      <BusyButton
        busy={register.busy}
        label={t('security.keyRegister')}
        busyLabel={t('security.keyWaiting')}
      />
    </form>
  )
}

import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthErrorAlert } from '@/components/auth/AuthErrorAlert'
import { TotpCodeForm } from '@/components/auth/TotpCodeForm'
import { BusyButton } from '@/components/ui/BusyButton'
import { LabelledInput } from '@/components/ui/form/LabelledInput'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { confirmPhoneCode, enrolPhone, sendPhoneCode } from '@/lib/auth/mfa'
import { useAsyncAction } from '@/lib/use-async-action'

type Pending = { factorId: string; challengeId: string }

/** Adding a phone: its number in international form, then the code texted to it. */
export function AddPhone({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['admin-settings', 'auth'])
  const id = useId()
  const [phone, setPhone] = useState('')
  // Unnamed, a phone is listed by its number.
  const [name, setName] = useState('')
  const [pending, setPending] = useState<Pending | null>(null)
  const enrol = useAsyncAction(async () => {
    const factorId = await enrolPhone(phone.trim(), name.trim() || phone.trim())
    setPending({ factorId, challengeId: await sendPhoneCode(factorId) })
  }, authErrorCode)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (enrol.busy) return
    if (!/^\+[1-9][\d\s]{4,20}$/.test(phone.trim())) return enrol.setError('phone_invalid')
    void enrol.run()
  }

  if (pending) {
    return (
      <div className="settings-enrol">
        <p role="status">{t('security.phoneSent', { phone: phone.trim() })}</p>
        <TotpCodeForm
          onCode={(code) => confirmPhoneCode(pending.factorId, pending.challengeId, code)}
          submitLabel={t('auth:enrol.confirm')}
          label={t('auth:phone.codeLabel')}
          hint={t('auth:phone.codeHint')}
          onConfirmed={onAdded}
        />
      </div>
    )
  }

  return (
    <form className="form settings-enrol" noValidate onSubmit={submit}>
      <p>{t('security.phoneIntro')}</p>
      <LabelledInput
        id={`${id}-phone`}
        label={t('security.phoneNumber')}
        hint={t('security.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+34 612 345 678"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value)
          enrol.setError(null)
        }}
        aria-invalid={enrol.error === 'phone_invalid'}
      />
      <LabelledInput
        id={`${id}-name`}
        label={t('security.factorNameOptional')}
        placeholder={t('security.phoneNamePlaceholder')}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <AuthErrorAlert error={enrol.error} className="field__error" />
      <BusyButton
        busy={enrol.busy}
        label={t('security.phoneSend')}
        busyLabel={t('auth:phone.sending')}
      />
    </form>
  )
}

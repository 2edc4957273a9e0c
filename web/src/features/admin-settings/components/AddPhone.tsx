import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TotpCodeForm } from '@/components/auth/TotpCodeForm'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { confirmPhoneCode, enrolPhone, sendPhoneCode } from '@/lib/auth/mfa'

type Pending = { factorId: string; challengeId: string }

/** Adding a phone: its number in international form, then the code texted to it. */
export function AddPhone({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['admin-settings', 'auth'])
  const id = useId()
  const [phone, setPhone] = useState('')
  // Unnamed, a phone is listed by its number.
  const [name, setName] = useState('')
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!/^\+[1-9][\d\s]{4,20}$/.test(phone.trim())) {
      setError('phone_invalid')
      return
    }
    setBusy(true)
    setError(null)
    try {
      const factorId = await enrolPhone(phone.trim(), name.trim() || phone.trim())
      setPending({ factorId, challengeId: await sendPhoneCode(factorId) })
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setBusy(false)
    }
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
      <div className="field">
        <label className="field__label" htmlFor={`${id}-phone`}>
          {t('security.phoneNumber')}
        </label>
        <input
          id={`${id}-phone`}
          className="field__control"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+34 612 345 678"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value)
            setError(null)
          }}
          aria-invalid={error === 'phone_invalid'}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field__hint">
          {t('security.phoneHint')}
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t('security.factorNameOptional')}
        </label>
        <input
          id={`${id}-name`}
          placeholder={t('security.phoneNamePlaceholder')}
          className="field__control"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {t(`auth:errors.${error}`)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('auth:phone.sending') : t('security.phoneSend')}
      </button>
    </form>
  )
}

import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { registerSecurityKey } from '@/lib/auth/mfa'

const supportsWebAuthn = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window

/** Adding a security key or passkey: a name to tell it apart, then the browser asks for it. */
export function AddSecurityKey({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['admin-settings', 'auth'])
  const id = useId()
  const [name, setName] = useState(() => t('security.keyDefaultName'))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  if (!supportsWebAuthn()) return <p role="status">{t('security.keyUnsupported')}</p>

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await registerSecurityKey(name.trim() || t('security.keyDefaultName'))
      onAdded()
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form settings-enrol" noValidate onSubmit={submit}>
      <p>{t('security.keyIntro')}</p>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('security.factorName')}
        </label>
        <input
          id={id}
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
        {busy ? t('security.keyWaiting') : t('security.keyRegister')}
      </button>
    </form>
  )
}

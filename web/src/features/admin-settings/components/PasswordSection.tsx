import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NewPasswordForm } from '@/components/auth/NewPasswordForm'
import { changePassword, sendReauthenticationCode } from '@/lib/auth/account'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { showToast } from '@/lib/toast'

/**
 * The owner's password. A session older than a day must show the code the auth service emails
 * (the first try sends it); with a second factor, the session must have used one.
 */
export function PasswordSection() {
  const { t } = useTranslation(['admin-settings', 'auth'])
  const id = useId()
  const [codeSent, setCodeSent] = useState(false)
  const [code, setCode] = useState('')
  const [formKey, setFormKey] = useState(0)

  const save = async (password: string) => {
    try {
      await changePassword(password, codeSent ? code.trim() : undefined)
    } catch (failure) {
      if (authErrorCode(failure) === 'reauthentication_needed' && !codeSent) {
        await sendReauthenticationCode()
        setCodeSent(true)
      }
      throw failure
    }
  }

  const saved = () => {
    showToast({ tone: 'success', title: t('password.changed') })
    setCodeSent(false)
    setCode('')
    setFormKey((key) => key + 1)
  }

  return (
    <div className="settings-factors settings-password">
      <h3>{t('password.title')}</h3>
      <p className="settings-section__description">{t('password.description')}</p>
      <NewPasswordForm
        key={formKey}
        onPassword={save}
        submitLabel={t('password.submit')}
        onSaved={saved}
        extra={
          codeSent ? (
            <div className="field">
              <label className="field__label" htmlFor={id}>
                {t('password.code')}
              </label>
              <input
                id={id}
                className="field__control"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </div>
          ) : null
        }
      />
    </div>
  )
}

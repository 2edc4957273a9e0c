import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TotpCodeForm } from '@/components/auth/TotpCodeForm'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { confirmPhoneCode, sendPhoneCode } from '@/lib/auth/mfa'

/** A phone factor at sign-in: text a code on request (never on its own), then type it. */
export function PhoneCodeStep({ factorId }: { factorId: string }) {
  const { t } = useTranslation('auth')
  const [challengeId, setChallengeId] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  const send = async () => {
    setSending(true)
    setError(null)
    try {
      setChallengeId(await sendPhoneCode(factorId))
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="auth-step">
      {challengeId ? (
        <>
          <p role="status">{t('phone.sent')}</p>
          <TotpCodeForm
            onCode={(code) => confirmPhoneCode(factorId, challengeId, code)}
            submitLabel={t('totp.submit')}
            label={t('phone.codeLabel')}
            hint={t('phone.codeHint')}
          />
        </>
      ) : null}
      {error ? (
        <p className="form-status__message" role="alert">
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <button
        type="button"
        className={challengeId ? 'button button--ghost' : 'button button--primary'}
        onClick={send}
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? t('phone.sending') : challengeId ? t('phone.resend') : t('phone.send')}
      </button>
    </div>
  )
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthErrorAlert } from '@/components/auth/AuthErrorAlert'
import { TotpCodeForm } from '@/components/auth/TotpCodeForm'
import { BusyButton } from '@/components/ui/BusyButton'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { confirmPhoneCode, sendPhoneCode } from '@/lib/auth/mfa'
import { useAsyncAction } from '@/lib/use-async-action'

/** A phone factor at sign-in: text a code on request (never on its own), then type it. */
export function PhoneCodeStep({ factorId }: { factorId: string }) {
  const { t } = useTranslation('auth')
  const [challengeId, setChallengeId] = useState<string | null>(null)
  const send = useAsyncAction(
    async () => setChallengeId(await sendPhoneCode(factorId)),
    authErrorCode,
  )

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
      <AuthErrorAlert error={send.error} />
      <BusyButton
        type="button"
        className={challengeId ? 'button button--ghost' : 'button button--primary'}
        busy={send.busy}
        label={challengeId ? t('phone.resend') : t('phone.send')}
        busyLabel={t('phone.sending')}
        onClick={send.run}
      />
    </div>
  )
}

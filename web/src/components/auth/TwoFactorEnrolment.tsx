import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BusyButton } from '@/components/ui/BusyButton'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { confirmTotp, startTotpEnrolment, type TotpEnrolment } from '@/lib/auth/mfa'
import { useAsyncAction } from '@/lib/use-async-action'
import { AuthErrorAlert } from './AuthErrorAlert'
import { TotpCodeForm } from './TotpCodeForm'

type Props = {
  /** Shown in the authenticator app beside the account (the brand name). */
  issuer: string
  /** The app is confirmed and this session now counts as two-factor (aal2). */
  onEnrolled: () => void
}

/**
 * Adding an authenticator app: scan the QR code (or type the key), then prove it works with a
 * code. Starts on a button press, so nothing is created by merely opening the page.
 */
export function TwoFactorEnrolment({ issuer, onEnrolled }: Props) {
  const { t } = useTranslation('auth')
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const start = useAsyncAction(
    async () => setEnrolment(await startTotpEnrolment(issuer)),
    authErrorCode,
  )

  if (!enrolment) {
    return (
      <div className="enrol">
        <p>{t('enrol.intro')}</p>
        <AuthErrorAlert error={start.error} />
        <BusyButton
          type="button"
          busy={start.busy}
          label={t('enrol.start')}
          busyLabel={t('enrol.starting')}
          onClick={start.run}
        />
      </div>
    )
  }

  return (
    <div className="enrol">
      <ol className="enrol__steps">
        <li>
          <p>{t('enrol.scan')}</p>
          <img
            className="enrol__qr"
            src={enrolment.qrCode}
            alt={t('enrol.qrAlt')}
            width={200}
            height={200}
          />
          <p className="field__hint">
            {t('enrol.manual')} <code className="enrol__secret">{enrolment.secret}</code>
          </p>
        </li>
        <li>
          <p>{t('enrol.enterCode')}</p>
          <TotpCodeForm
            onCode={(code) => confirmTotp(enrolment.factorId, code)}
            submitLabel={t('enrol.confirm')}
            onConfirmed={onEnrolled}
          />
        </li>
      </ol>
    </div>
  )
}

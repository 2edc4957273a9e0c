import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AuthErrorCode, authErrorCode } from '@/lib/auth/auth-errors'
import { confirmTotp, startTotpEnrolment, type TotpEnrolment } from '@/lib/auth/mfa'
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
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<AuthErrorCode | null>(null)

  const start = async () => {
    setStarting(true)
    setError(null)
    try {
      setEnrolment(await startTotpEnrolment(issuer))
    } catch (failure) {
      setError(authErrorCode(failure))
    } finally {
      setStarting(false)
    }
  }

  if (!enrolment) {
    return (
      <div className="enrol">
        <p>{t('enrol.intro')}</p>
        {error ? (
          <p className="form-status__message" role="alert">
            {t(`errors.${error}`)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          onClick={start}
          disabled={starting}
          aria-busy={starting}
        >
          {starting ? t('enrol.starting') : t('enrol.start')}
        </button>
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

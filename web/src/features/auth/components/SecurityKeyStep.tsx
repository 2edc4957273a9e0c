import { useTranslation } from 'react-i18next'
import { AuthErrorAlert } from '@/components/auth/AuthErrorAlert'
import { BusyButton } from '@/components/ui/BusyButton'
import { authErrorCode } from '@/lib/auth/auth-errors'
import { confirmSecurityKey } from '@/lib/auth/mfa'
import { useAsyncAction } from '@/lib/use-async-action'

/** A security key or passkey at sign-in: the browser asks for it when the owner is ready. */
export function SecurityKeyStep({ factorId }: { factorId: string }) {
  const { t } = useTranslation('auth')
  const asking = useAsyncAction(() => confirmSecurityKey(factorId), authErrorCode)
  return (
    <div className="auth-step">
      <p>{t('key.intro')}</p>
      <AuthErrorAlert error={asking.error} />
      <BusyButton
        type="button"
        busy={asking.busy}
        label={t('key.use')}
        busyLabel={t('key.waiting')}
        onClick={asking.run}
      />
    </div>
  )
}

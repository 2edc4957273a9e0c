import { useTranslation } from 'react-i18next'
import { TwoFactorEnrolment } from '@/components/auth/TwoFactorEnrolment'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { LogoutButton } from './LogoutButton'

/**
 * Settings require two-factor and this admin has no authenticator app yet: set one up before
 * anything else of the panel opens.
 */
export function EnrolmentRequired({ onEnrolled }: { onEnrolled: () => void }) {
  const { t } = useTranslation('admin')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(t('enrolRequired.title'), settings?.brand_name),
    description: t('panel'),
    noindex: true,
  })
  return (
    <main id="admin-main" className="admin-enrol">
      <div className="admin-enrol__card">
        <h1 className="page__title">{t('enrolRequired.title')}</h1>
        <p>{t('enrolRequired.body')}</p>
        <TwoFactorEnrolment
          issuer={settings?.brand_name ?? window.location.host}
          onEnrolled={onEnrolled}
        />
        <LogoutButton />
      </div>
    </main>
  )
}

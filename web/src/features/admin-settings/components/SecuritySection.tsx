import type { AdminSettings } from '@contract/admin/settings.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmailSection } from './EmailSection'
import { PasswordSection } from './PasswordSection'
import { SecondFactors } from './SecondFactors'
import { SettingSwitch } from './SettingSwitch'

/** "Admins must use two-factor", the owner's own second factors, and their password. */
export function SecuritySection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin-settings', 'admin', 'common'])
  const titleId = useId()
  return (
    <section id="security" className="admin-panel settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('security.title')}</h2>
      <p className="settings-section__description">{t('security.description')}</p>
      <SettingSwitch
        checked={settings.require_admin_mfa}
        label={t('security.require')}
        patch={(required) => ({ require_admin_mfa: required })}
        doneBody={(required) => (required ? t('security.requiredOn') : t('security.requiredOff'))}
      />
      <SecondFactors issuer={settings.brand_name} required={settings.require_admin_mfa} />
      <EmailSection />
      <PasswordSection />
    </section>
  )
}

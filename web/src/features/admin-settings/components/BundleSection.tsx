import type { AdminSettings } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { SettingSwitch } from './SettingSwitch'

/**
 * The licence bundle on or off: in every three private licences of a cart, the cheapest is free.
 * Saved as soon as it is switched, like the two-factor requirement.
 */
export function BundleSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin-settings', 'admin', 'common'])
  return (
    <section id="bundle" className="admin-panel settings-section" aria-labelledby="bundle-title">
      <h2 id="bundle-title">{t('bundle.title')}</h2>
      <p className="settings-section__description">{t('bundle.description')}</p>
      <SettingSwitch
        checked={settings.bundle_enabled}
        label={t('bundle.switch')}
        patch={(enabled) => ({ bundle_enabled: enabled })}
        doneBody={(enabled) => (enabled ? t('bundle.on') : t('bundle.off'))}
      />
    </section>
  )
}

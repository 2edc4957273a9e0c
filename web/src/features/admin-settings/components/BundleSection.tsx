import type { AdminSettings } from '@contract/admin-settings.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/admin/Switch'
import { errorText } from '@/lib/error-text'
import { showToast } from '@/lib/toast'
import { updateSettings, useSettingsSaved } from '../api/settings'

/**
 * The licence bundle on or off: in every three private licences of a cart, the cheapest is free.
 * Saved as soon as it is switched, like the two-factor requirement.
 */
export function BundleSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin-settings', 'admin', 'common'])
  const saved = useSettingsSaved()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const switched = async (enabled: boolean) => {
    setBusy(true)
    setError(null)
    try {
      saved(await updateSettings({ bundle_enabled: enabled }))
      showToast({
        tone: 'success',
        title: t('saved.title'),
        body: enabled ? t('bundle.on') : t('bundle.off'),
      })
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section id="bundle" className="admin-panel settings-section" aria-labelledby="bundle-title">
      <h2 id="bundle-title">{t('bundle.title')}</h2>
      <p className="settings-section__description">{t('bundle.description')}</p>
      <Switch
        checked={settings.bundle_enabled}
        label={t('bundle.switch')}
        text={t('bundle.switch')}
        disabled={busy}
        onChange={switched}
      />
      {error ? (
        <p className="field__error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
    </section>
  )
}

import type { AdminSettings } from '@contract/admin-settings.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/admin/Switch'
import { errorText } from '@/lib/error-text'
import { showToast } from '@/lib/toast'
import { updateSettings, useSettingsSaved } from '../api/settings'
import { EmailSection } from './EmailSection'
import { PasswordSection } from './PasswordSection'
import { SecondFactors } from './SecondFactors'

/** "Admins must use two-factor", the owner's own second factors, and their password. */
export function SecuritySection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin-settings', 'admin', 'common'])
  const titleId = useId()
  const saved = useSettingsSaved()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const requireMfa = async (required: boolean) => {
    setBusy(true)
    setError(null)
    try {
      saved(await updateSettings({ require_admin_mfa: required }))
      showToast({
        tone: 'success',
        title: t('saved.title'),
        body: required ? t('security.requiredOn') : t('security.requiredOff'),
      })
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section id="security" className="admin-panel settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('security.title')}</h2>
      <p className="settings-section__description">{t('security.description')}</p>
      <Switch
        checked={settings.require_admin_mfa}
        label={t('security.require')}
        text={t('security.require')}
        disabled={busy}
        onChange={requireMfa}
      />
      {error ? (
        <p className="field__error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <SecondFactors issuer={settings.brand_name} required={settings.require_admin_mfa} />
      <EmailSection />
      <PasswordSection />
    </section>
  )
}

import type { AdminSettings } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import { wholeNumber } from '@/lib/admin/whole-number'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

const CLAIMS = ['festivals', 'releases', 'monthly_listeners'] as const

/** The figures the home page shows (50+ festivals, 100+ releases, 500K+ monthly listeners). */
export function ClaimsSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const form = useSettingsForm(
    Object.fromEntries(CLAIMS.map((claim) => [`claims.${claim}`, String(settings.claims[claim])])),
    (values) => ({
      claims: {
        festivals: wholeNumber(values['claims.festivals']),
        releases: wholeNumber(values['claims.releases']),
        monthly_listeners: wholeNumber(values['claims.monthly_listeners']),
      },
    }),
  )
  return (
    <SettingsSection
      anchor="claims"
      dirty={form.dirty}
      title={t('claims.title')}
      description={t('claims.description')}
    >
      <div className="admin-form__grid">
        {CLAIMS.map((claim) => (
          <InputField
            key={claim}
            binding={form.field(`claims.${claim}`)}
            label={t(`claims.${claim}`)}
            type="number"
            min={0}
            required
          />
        ))}
      </div>
    </SettingsSection>
  )
}

import type { AdminSettings } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

const SERVICES = ['mixing', 'mastering', 'mix_master'] as const

/** The price per track of each studio service, as /mixing-mastering shows it. */
export function StudioPricesSection({ settings }: { settings: AdminSettings }) {
  const { t, i18n } = useTranslation('admin-settings')
  const { studio_prices: prices, currency } = settings
  const form = useSettingsForm(
    Object.fromEntries(
      SERVICES.map((service) => [
        `studio_prices.${service}_cents`,
        eurosFromCents(prices[`${service}_cents`]),
      ]),
    ),
    (values) => ({
      studio_prices: {
        mixing_cents: centsFromEuros(values['studio_prices.mixing_cents'] ?? ''),
        mastering_cents: centsFromEuros(values['studio_prices.mastering_cents'] ?? ''),
        mix_master_cents: centsFromEuros(values['studio_prices.mix_master_cents'] ?? ''),
      },
    }),
  )
  const money = (field: string) => {
    const cents = centsFromEuros(form.values[field] ?? '')
    return Number.isFinite(cents) ? formatMoney(cents, currency, currentLanguage(i18n)) : '–'
  }
  return (
    <SettingsSection
      anchor="studio-prices"
      dirty={form.dirty}
      title={t('studioPrices.title')}
      description={t('studioPrices.description')}
    >
      <div className="admin-form__grid">
        {SERVICES.map((service) => (
          <InputField
            key={service}
            binding={form.field(`studio_prices.${service}_cents`)}
            label={t(`studioPrices.${service}`, { currency })}
            hint={t('rates.euroHint')}
            required
          />
        ))}
      </div>
      <p className="settings-preview" aria-live="polite">
        {t('studioPrices.preview', {
          mixing: money('studio_prices.mixing_cents'),
          mastering: money('studio_prices.mastering_cents'),
          both: money('studio_prices.mix_master_cents'),
        })}
      </p>
    </SettingsSection>
  )
}

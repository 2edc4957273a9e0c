import type { AdminSettings } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { wholeNumber } from '@/lib/admin/whole-number'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { WholeNumberFields } from './RangesSection'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

/** Hours of a show or a session: from 1 to 12. */
const HOURS = { min: 1, max: 12 }

/** The DJ show fee and the private session rate, with what the public pages will say. */
export function RatesSection({ settings }: { settings: AdminSettings }) {
  const { t, i18n } = useTranslation('admin-settings')
  const { rates, currency } = settings
  const form = useSettingsForm(
    {
      'rates.dj_show_rate_cents': eurosFromCents(rates.dj_show_rate_cents),
      'rates.dj_show_block_hours': String(rates.dj_show_block_hours),
      'rates.session_hourly_rate_cents': eurosFromCents(rates.session_hourly_rate_cents),
      'rates.session_min_hours': String(rates.session_min_hours),
      'rates.session_max_hours': String(rates.session_max_hours),
    },
    (values) => ({
      rates: {
        dj_show_rate_cents: centsFromEuros(values['rates.dj_show_rate_cents'] ?? ''),
        dj_show_block_hours: wholeNumber(values['rates.dj_show_block_hours']),
        session_hourly_rate_cents: centsFromEuros(values['rates.session_hourly_rate_cents'] ?? ''),
        session_min_hours: wholeNumber(values['rates.session_min_hours']),
        session_max_hours: wholeNumber(values['rates.session_max_hours']),
      },
    }),
  )
  const money = (field: string) => {
    const cents = centsFromEuros(form.values[field] ?? '')
    return Number.isFinite(cents) ? formatMoney(cents, currency, currentLanguage(i18n)) : '–'
  }
  const rate = (field: string, label: string) => (
    <InputField binding={form.field(field)} label={label} hint={t('rates.euroHint')} required />
  )
  const preview = (text: string) => (
    <p className="settings-preview" aria-live="polite">
      {text}
    </p>
  )
  return (
    <SettingsSection
      anchor="rates"
      dirty={form.dirty}
      title={t('rates.title')}
      description={t('rates.description')}
    >
      <WholeNumberFields
        form={form}
        legend={t('rates.djShow')}
        first={rate('rates.dj_show_rate_cents', t('rates.djShowRate', { currency }))}
        fields={[{ name: 'rates.dj_show_block_hours', label: t('rates.blockHours'), ...HOURS }]}
        after={preview(
          t('rates.djShowPreview', {
            price: money('rates.dj_show_rate_cents'),
            hours: form.values['rates.dj_show_block_hours'],
          }),
        )}
      />
      <WholeNumberFields
        form={form}
        legend={t('rates.session')}
        first={rate('rates.session_hourly_rate_cents', t('rates.sessionRate', { currency }))}
        fields={[
          { name: 'rates.session_min_hours', label: t('rates.minHours'), ...HOURS },
          { name: 'rates.session_max_hours', label: t('rates.maxHours'), ...HOURS },
        ]}
        after={preview(
          t('rates.sessionPreview', {
            price: money('rates.session_hourly_rate_cents'),
            min: form.values['rates.session_min_hours'],
            max: form.values['rates.session_max_hours'],
          }),
        )}
      />
    </SettingsSection>
  )
}

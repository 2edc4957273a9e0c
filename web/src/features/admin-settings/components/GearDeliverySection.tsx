import type { AdminSettings } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { rangeOf, rangeValues } from '../lib/form-values'
import { RangeFields } from './RangesSection'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

/** How long gear takes to arrive, as the cart and product pages promise it. */
export function GearDeliverySection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const form = useSettingsForm(
    rangeValues('gear_delivery_days', settings.gear_delivery_days),
    (values) => ({
      gear_delivery_days: rangeOf(values, 'gear_delivery_days'),
    }),
  )
  return (
    <SettingsSection
      anchor="gear-delivery"
      dirty={form.dirty}
      title={t('ranges.gearDelivery')}
      description={t('gearDelivery.description')}
    >
      <RangeFields
        form={form}
        name="gear_delivery_days"
        legend={t('gearDelivery.legend')}
        unit={t('ranges.workingDays')}
        max={60}
      />
    </SettingsSection>
  )
}

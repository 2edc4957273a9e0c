import type { AdminSettings } from '@contract/admin-settings.ts'
import { useTranslation } from 'react-i18next'
import { InputField } from '@/components/ui/form/Field'
import type { useForm } from '@/components/ui/form/use-form'
import { wholeNumber } from '@/lib/admin/whole-number'
import { rangeOf, rangeValues } from '../lib/form-values'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

const SETS = ['festival', 'club', 'extended'] as const

/** Set lengths (festival, club, extended) and what the studio services include. */
export function RangesSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const form = useSettingsForm(
    {
      ...Object.fromEntries(
        SETS.flatMap((set) =>
          Object.entries(rangeValues(`set_lengths.${set}`, settings.set_lengths[set])),
        ),
      ),
      mixing_revisions: String(settings.mixing_revisions),
      mastering_revisions: String(settings.mastering_revisions),
      ...rangeValues('mix_master_delivery_days', settings.mix_master_delivery_days),
    },
    (values) => ({
      set_lengths: {
        festival: rangeOf(values, 'set_lengths.festival'),
        club: rangeOf(values, 'set_lengths.club'),
        extended: rangeOf(values, 'set_lengths.extended'),
      },
      mixing_revisions: wholeNumber(values.mixing_revisions),
      mastering_revisions: wholeNumber(values.mastering_revisions),
      mix_master_delivery_days: rangeOf(values, 'mix_master_delivery_days'),
    }),
  )
  return (
    <SettingsSection
      anchor="ranges"
      dirty={form.dirty}
      title={t('ranges.title')}
      description={t('ranges.description')}
    >
      {SETS.map((set) => (
        <RangeFields
          key={set}
          form={form}
          name={`set_lengths.${set}`}
          legend={t(`ranges.sets.${set}`)}
          unit={t('ranges.hours')}
          max={24}
        />
      ))}
      <fieldset>
        <legend>{t('ranges.services')}</legend>
        <div className="admin-form__grid">
          <InputField
            binding={form.field('mixing_revisions')}
            label={t('ranges.mixingRevisions')}
            type="number"
            min={0}
            max={20}
            required
          />
          <InputField
            binding={form.field('mastering_revisions')}
            label={t('ranges.masteringRevisions')}
            type="number"
            min={0}
            max={20}
            required
          />
        </div>
      </fieldset>
      <RangeFields
        form={form}
        name="mix_master_delivery_days"
        legend={t('ranges.delivery')}
        unit={t('ranges.days')}
        max={365}
      />
    </SettingsSection>
  )
}

type RangeProps = {
  form: ReturnType<typeof useForm>
  name: string
  legend: string
  unit: string
  max: number
}

/** A minimum and a maximum, in whole units (hours, days). */
export function RangeFields({ form, name, legend, unit, max }: RangeProps) {
  const { t } = useTranslation('admin-settings')
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="admin-form__grid">
        <InputField
          binding={form.field(`${name}.min`)}
          label={t('ranges.min', { unit })}
          type="number"
          min={1}
          max={max}
          required
        />
        <InputField
          binding={form.field(`${name}.max`)}
          label={t('ranges.max', { unit })}
          type="number"
          min={1}
          max={max}
          required
        />
      </div>
    </fieldset>
  )
}

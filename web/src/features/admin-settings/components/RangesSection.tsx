import type { AdminSettings } from '@contract/admin/settings.ts'
import type { ReactNode } from 'react'
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
      <WholeNumberFields
        form={form}
        legend={t('ranges.services')}
        fields={[
          { name: 'mixing_revisions', label: t('ranges.mixingRevisions'), min: 0, max: 20 },
          { name: 'mastering_revisions', label: t('ranges.masteringRevisions'), min: 0, max: 20 },
        ]}
      />
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

type Form = ReturnType<typeof useForm>

type RangeProps = {
  form: Form
  name: string
  legend: string
  unit: string
  max: number
}

/** A minimum and a maximum, in whole units (hours, days). */
export function RangeFields({ form, name, legend, unit, max }: RangeProps) {
  const { t } = useTranslation('admin-settings')
  return (
    <WholeNumberFields
      form={form}
      legend={legend}
      fields={[
        { name: `${name}.min`, label: t('ranges.min', { unit }), min: 1, max },
        { name: `${name}.max`, label: t('ranges.max', { unit }), min: 1, max },
      ]}
    />
  )
}

type WholeNumberProps = {
  form: Form
  legend: string
  fields: { name: string; label: string; min: number; max: number }[]
  /** The grid's first field (a rate), before the whole numbers. */
  first?: ReactNode
  /** Under the grid: what the public pages will say. */
  after?: ReactNode
}

/** A group of whole numbers (hours, days, revisions), each required and within its bounds. */
export function WholeNumberFields({ form, legend, fields, first, after }: WholeNumberProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="admin-form__grid">
        {first}
        {fields.map((field) => (
          <InputField
            key={field.name}
            binding={form.field(field.name)}
            label={field.label}
            type="number"
            min={field.min}
            max={field.max}
            required
          />
        ))}
      </div>
      {after}
    </fieldset>
  )
}

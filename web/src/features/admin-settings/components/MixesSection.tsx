import type { AdminSettings, Mix } from '@contract/admin/settings.ts'
import { type ComponentProps, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Suggestions } from '@/components/ui/form/Field'
import { wholeNumber } from '@/lib/admin/whole-number'
import { ListField } from './ListField'
import { ListRows } from './ListRows'
import { SettingsSection } from './SettingsSection'
import { PLATFORM_SUGGESTIONS } from './service-names'
import { useListSection } from './use-list-section'

/** A mix as its row is edited: the length is typed text until saved. */
type MixRow = Omit<Mix, 'minutes'> & { minutes: string }

/** The recorded sets listed on /dj-sets, in this order. */
export function MixesSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings')
  const list = useListSection(
    'mixes',
    settings.mixes.map((mix): MixRow => ({ ...mix, minutes: String(mix.minutes) })),
    (rows: MixRow[]) => rows.map((row) => ({ ...row, minutes: wholeNumber(row.minutes) })),
  )
  const suggestionsId = useId()
  type Input = Pick<ComponentProps<typeof ListField>, 'type' | 'inputMode' | 'list'>
  const field = (index: number, mix: MixRow, key: keyof MixRow, input: Input = {}) => (
    <ListField
      {...input}
      name={`mixes.${index}.${key}`}
      label={t(`mixes.fields.${key}`)}
      value={mix[key]}
      error={list.errorAt(index, key)}
      onChange={(value) => list.edited(index, { ...mix, [key]: value })}
    />
  )
  return (
    <SettingsSection
      anchor="mixes"
      dirty={list.dirty}
      title={t('mixes.title')}
      description={t('mixes.description')}
    >
      <Suggestions id={suggestionsId} values={PLATFORM_SUGGESTIONS} />
      <ListRows
        list={list}
        nameOf={(mix, index) => mix.title || t('mixes.row', { number: index + 1 })}
        none={t('mixes.none')}
        add={{
          label: t('mixes.add'),
          row: () => ({ title: '', url: 'https://', platform: '', minutes: '60', recorded_on: '' }),
        }}
      >
        {(mix, index) => (
          <>
            {field(index, mix, 'title')}
            {field(index, mix, 'url', { inputMode: 'url' })}
            {field(index, mix, 'platform', { list: suggestionsId })}
            {field(index, mix, 'minutes', { type: 'number' })}
            {field(index, mix, 'recorded_on', { type: 'date' })}
          </>
        )}
      </ListRows>
    </SettingsSection>
  )
}

import { type AdminSettings, MAX_SHIPPING_RATES } from '@contract/admin/settings.ts'
import { LOCALES } from '@contract/forms.ts'
import { useTranslation } from 'react-i18next'
import { centsFromEuros, decimalMarkOf, eurosFromCents } from '@/lib/admin/money'
import { wholeNumber } from '@/lib/admin/whole-number'
import { currentLanguage } from '@/lib/i18n'
import { ListField } from './ListField'
import { ListRows } from './ListRows'
import { SettingsSection } from './SettingsSection'
import { useListSection } from './use-list-section'

/** A rate as its row is edited: names per language, the price and days as typed text. */
type RateRow = {
  id: string
  names: Record<string, string>
  price: string
  min: string
  max: string
}

/** The shipping rates offered at checkout for gear, cheapest first is a good order. */
export function ShippingRatesSection({ settings }: { settings: AdminSettings }) {
  const { t, i18n } = useTranslation('admin-settings')
  const mark = decimalMarkOf(currentLanguage(i18n))
  const list = useListSection(
    'shipping_rates',
    settings.shipping_rates.map(
      (rate): RateRow => ({
        id: rate.id,
        names: { ...rate.name },
        price: eurosFromCents(rate.amount_cents, mark),
        min: String(rate.delivery_days.min),
        max: String(rate.delivery_days.max),
      }),
    ),
    (rows: RateRow[]) =>
      rows.map((row) => ({
        id: row.id,
        name: Object.fromEntries(
          LOCALES.flatMap((locale) => {
            const name = row.names[locale]?.trim()
            return name || locale === 'es' ? [[locale, name ?? '']] : []
          }),
        ),
        amount_cents: centsFromEuros(row.price),
        delivery_days: { min: wholeNumber(row.min), max: wholeNumber(row.max) },
      })),
  )
  const language = currentLanguage(i18n)
  const label = (rate: RateRow, index: number) =>
    rate.names[language]?.trim() ||
    rate.names.es?.trim() ||
    t('shipping.row', { number: index + 1 })
  return (
    <SettingsSection
      anchor="shipping"
      dirty={list.dirty}
      title={t('shipping.title')}
      description={t('shipping.description', { count: MAX_SHIPPING_RATES })}
    >
      <ListRows
        list={list}
        nameOf={label}
        none={t('shipping.none')}
        add={
          list.rows.length < MAX_SHIPPING_RATES
            ? {
                label: t('shipping.add'),
                row: () => ({
                  id: `rate-${list.rows.length + 1}`,
                  names: {},
                  price: '',
                  min: '2',
                  max: '5',
                }),
              }
            : undefined
        }
      >
        {(rate, index) => {
          const edit = (change: Partial<RateRow>) => list.edited(index, { ...rate, ...change })
          return (
            <>
              {LOCALES.map((locale) => (
                <ListField
                  key={locale}
                  name={`shipping_rates.${index}.name.${locale}`}
                  label={t('shipping.fields.name', {
                    language: t(`common:language.names.${locale}`),
                  })}
                  value={rate.names[locale] ?? ''}
                  optional={locale !== 'es'}
                  error={list.errorAt(index, `name.${locale}`)}
                  onChange={(value) => edit({ names: { ...rate.names, [locale]: value } })}
                />
              ))}
              <ListField
                name={`shipping_rates.${index}.amount_cents`}
                label={t('shipping.fields.price')}
                value={rate.price}
                error={list.errorAt(index, 'amount_cents')}
                onChange={(price) => edit({ price })}
              />
              <ListField
                name={`shipping_rates.${index}.delivery_days.min`}
                label={t('shipping.fields.min')}
                type="number"
                value={rate.min}
                error={list.errorAt(index, 'delivery_days.min')}
                onChange={(min) => edit({ min })}
              />
              <ListField
                name={`shipping_rates.${index}.delivery_days.max`}
                label={t('shipping.fields.max')}
                type="number"
                value={rate.max}
                error={list.errorAt(index, 'delivery_days.max')}
                onChange={(max) => edit({ max })}
              />
              <ListField
                name={`shipping_rates.${index}.id`}
                label={t('shipping.fields.id')}
                hint={t('shipping.fields.idHint')}
                value={rate.id}
                error={list.errorAt(index, 'id')}
                onChange={(id) => edit({ id })}
              />
            </>
          )
        }}
      </ListRows>
    </SettingsSection>
  )
}

import { estimateBookingCents } from '@contract/booking-estimate.ts'
import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { PriceCard } from './ServiceBlocks'

type SetKind = keyof PublicSettings['set_lengths']

/** "600 € per 2-hour session plus travel and expenses", with the fee for a typical set. */
export function DjShowPrice({
  settings,
  exampleHours,
}: {
  settings: PublicSettings
  exampleHours: number
}) {
  const { t, i18n } = useTranslation('services')
  const money = (cents: number) => formatMoney(cents, settings.currency, currentLanguage(i18n))
  const { rates } = settings
  return (
    <PriceCard>
      <p className="price-card__amount">
        {t('price.djShow', { price: money(rates.dj_show_cents), hours: rates.dj_show_block_hours })}
      </p>
      <p>
        {t('price.example', {
          hours: exampleHours,
          total: money(estimateBookingCents(exampleHours, rates)),
        })}
      </p>
    </PriceCard>
  )
}

/** Set lengths from settings: festival 1-2 h, club 3-4 h, extended 6-8 h. */
export function SetLengths({
  settings,
  kinds,
}: {
  settings: PublicSettings
  kinds: readonly SetKind[]
}) {
  const { t } = useTranslation('services')
  return (
    <dl className="set-lengths">
      {kinds.map((kind) => (
        <div key={kind} className="set-lengths__item">
          <dt>{t(`setLengths.${kind}`)}</dt>
          <dd>
            {t('setLengths.range', {
              min: settings.set_lengths[kind].min,
              max: settings.set_lengths[kind].max,
            })}
          </dd>
        </div>
      ))}
    </dl>
  )
}

import { estimateBookingCents } from '@contract/booking-estimate.ts'
import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { parseHours } from './booking-rules'

/** The fee as the form is filled in, announced politely when it changes. */
export function BookingEstimate({
  settings,
  setHours,
}: {
  settings: PublicSettings
  setHours: string
}) {
  const { t, i18n } = useTranslation('booking')
  const language = currentLanguage(i18n)
  const { rates, currency } = settings
  const hours = parseHours(setHours)
  const money = (cents: number) => formatMoney(cents, currency, language)
  return (
    <aside className="estimate" aria-labelledby="estimate-title">
      <h2 id="estimate-title" className="estimate__title">
        {t('estimate.heading')}
      </h2>
      <p className="estimate__rate">
        {t('estimate.rate', {
          price: money(rates.dj_show_cents),
          hours: rates.dj_show_block_hours,
        })}
      </p>
      <div aria-live="polite" aria-atomic="true">
        {hours === undefined ? (
          <p className="estimate__pending">{t('estimate.pick')}</p>
        ) : (
          <p className="estimate__total">
            {t('estimate.total', { hours })}{' '}
            <strong className="estimate__amount">
              {money(estimateBookingCents(hours, rates))}
            </strong>
          </p>
        )}
      </div>
      <p className="estimate__note">{t('estimate.note')}</p>
    </aside>
  )
}

/**
 * On a phone the estimate's box comes after the form: its total is repeated just above Send, where
 * the organiser decides. Hidden from screen readers (the box announces it) and on wide screens
 * (the box is beside the form).
 */
export function EstimateLine({
  settings,
  setHours,
}: {
  settings: PublicSettings
  setHours: string
}) {
  const { t, i18n } = useTranslation('booking')
  const hours = parseHours(setHours)
  if (hours === undefined) return null
  return (
    <p className="estimate-line" aria-hidden="true">
      {t('estimate.total', { hours })}{' '}
      <strong>
        {formatMoney(
          estimateBookingCents(hours, settings.rates),
          settings.currency,
          currentLanguage(i18n),
        )}
      </strong>
    </p>
  )
}

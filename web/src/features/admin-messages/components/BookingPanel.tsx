import type { MessageDetail } from '@contract/admin/messages.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { bookingBadgeClass } from '../lib/booking-tone'
import { BookingStatusForm } from './BookingStatusForm'
import { OfferPanel } from './OfferPanel'

type Booking = NonNullable<MessageDetail['booking']>

/** A booking request: what was asked, the site's estimate, its status and quote, the next step. */
export function BookingPanel({ id, booking }: { id: string; booking: Booking }) {
  const { t, i18n } = useTranslation(['admin-messages', 'admin'])
  const titleId = useId()
  // Set when another admin moved the booking first: the panel then shows the fresh status.
  const [overtaken, setOvertaken] = useState(false)
  const language = currentLanguage(i18n)
  const money = (cents: number) => formatMoney(cents, booking.estimate.currency, language)
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' })
  const since = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('booking.title')}</h2>
      <dl className="admin-facts">
        <dt>{t('booking.eventType')}</dt>
        <dd>{t(`eventTypes.${booking.event_type}`)}</dd>
        <dt>{t('booking.date')}</dt>
        <dd>
          <time dateTime={booking.preferred_date}>
            {day.format(new Date(`${booking.preferred_date}T00:00:00Z`))}
          </time>
        </dd>
        <dt>{t('booking.location')}</dt>
        <dd>{booking.location ?? t('meta.notGiven')}</dd>
        <dt>{t('booking.setHours')}</dt>
        <dd>{booking.set_hours ?? t('meta.notGiven')}</dd>
        <dt>{t('booking.estimate')}</dt>
        <dd>
          {t('booking.estimateValue', {
            price: money(booking.estimate.total_cents),
            hours: booking.estimate.hours,
          })}
        </dd>
        <dt>{t('booking.status')}</dt>
        <dd>
          <span className={bookingBadgeClass(booking.status)}>
            {t(`bookingStatuses.${booking.status}`)}
          </span>{' '}
          {t('booking.since', { date: since.format(new Date(booking.status_changed_at)) })}
        </dd>
        <dt>{t('booking.quote')}</dt>
        <dd>{booking.quote_cents === null ? t('booking.noQuote') : money(booking.quote_cents)}</dd>
      </dl>
      {booking.offer ? <OfferPanel id={id} offer={booking.offer} /> : null}
      <div className="message__subsection">
        {overtaken ? (
          <p role="alert">
            <ErrorText code="illegal_transition" /> {t('booking.overtaken')}
          </p>
        ) : null}
        {booking.next_statuses.length > 0 ? (
          <BookingStatusForm
            key={booking.status}
            id={id}
            booking={booking}
            onOvertaken={() => setOvertaken(true)}
            onMoved={() => setOvertaken(false)}
          />
        ) : (
          <p className="admin-page__intro">{t('booking.closed')}</p>
        )}
      </div>
    </section>
  )
}

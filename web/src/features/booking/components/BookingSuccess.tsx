import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import type { BookingSent } from './BookingForm'

/** What the organiser sees once the request is in, and what happens next. */
export function BookingSuccess({ sent, onAgain }: { sent: BookingSent; onAgain: () => void }) {
  const { t, i18n } = useTranslation('booking')
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { email = '', event_type = '', preferred_date = '' } = sent.values
  const date = preferred_date
    ? new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${preferred_date}T00:00:00Z`),
      )
    : ''
  return (
    <section className="booking-success" aria-labelledby="booking-success-title">
      <h2 id="booking-success-title" ref={heading} tabIndex={-1} className="section__title">
        {t('success.heading')}
      </h2>
      <p>{t('success.summary', { event: t(`eventTypes.${event_type}`), date })}</p>
      <h3>{t('success.next')}</h3>
      <ol className="booking-success__steps">
        <li>{t('success.steps.email', { email })}</li>
        <li>{t('success.steps.quote')}</li>
        <li>{t('success.steps.confirm')}</li>
      </ol>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {t('success.again')}
      </button>
    </section>
  )
}

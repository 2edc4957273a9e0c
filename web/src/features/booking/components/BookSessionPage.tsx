import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { PressKitLink } from '@/components/ui/PressKitLink'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { BookingForm, type BookingSent } from './BookingForm'
import { BookingSuccess } from './BookingSuccess'
import { eventTypeFromSearch } from './booking-rules'
import { SessionBooking } from './SessionBooking'
import './booking.css'

/**
 * /book-session: a DJ show (a request the owner answers with an offer; `?type=club` preselects)
 * or a private session (`?type=session`: a free slot, paid at once).
 */
export default function BookSessionPage() {
  const { t, i18n } = useTranslation('booking')
  const { data: settings, error, mutate } = useSettings()
  const search = useSearch()
  const session = new URLSearchParams(search).get('type') === 'session'
  const [sent, setSent] = useState<BookingSent | null>(null)
  useDocumentMeta({
    title: pageTitle(session ? t('session.title') : t('title'), settings?.brand_name),
    description: session ? t('session.description') : t('description'),
  })
  const rate = settings
    ? formatMoney(settings.rates.session_hourly_cents, settings.currency, currentLanguage(i18n))
    : ''

  return (
    <article className="page container">
      <h1 className="page__title">{session ? t('session.title') : t('title')}</h1>
      <nav className="booking-modes" aria-label={t('modes.label')}>
        <Link href={paths.bookSession.build()} aria-current={session ? undefined : 'page'}>
          {t('modes.show')}
        </Link>
        <Link href={paths.bookSession.build('session')} aria-current={session ? 'page' : undefined}>
          {t('modes.session')}
        </Link>
      </nav>
      <p className="page__intro">{session ? t('session.intro', { rate }) : t('intro')}</p>
      {session ? null : <PressKitLink />}
      {sent && !session ? (
        <BookingSuccess sent={sent} onAgain={() => setSent(null)} />
      ) : settings ? (
        session ? (
          <SessionBooking settings={settings} />
        ) : (
          <BookingForm
            // A new `?type=` (a link from another page) starts the form afresh with that type.
            key={search}
            settings={settings}
            initialType={eventTypeFromSearch(search)}
            onSent={setSent}
          />
        )
      ) : error ? (
        <p className="notice" role="alert">
          {t('loadError')}{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <Loading />
      )}
    </article>
  )
}

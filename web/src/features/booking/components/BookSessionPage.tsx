import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { PressKitLink } from '@/components/ui/PressKitLink'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { BookingForm, type BookingSent } from './BookingForm'
import { BookingSuccess } from './BookingSuccess'
import { eventTypeFromSearch } from './booking-rules'
import './booking.css'

export default function BookSessionPage() {
  const { t } = useTranslation('booking')
  const { data: settings, error, mutate } = useSettings()
  const search = useSearch()
  const [sent, setSent] = useState<BookingSent | null>(null)
  useDocumentMeta({
    title: pageTitle(t('title'), settings?.brand_name),
    description: t('description'),
  })

  return (
    <article className="page container">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <PressKitLink />
      {sent ? (
        <BookingSuccess sent={sent} onAgain={() => setSent(null)} />
      ) : settings ? (
        <BookingForm
          // A new `?type=` (a link from another page) starts the form afresh with that type.
          key={search}
          settings={settings}
          initialType={eventTypeFromSearch(search)}
          onSent={setSent}
        />
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

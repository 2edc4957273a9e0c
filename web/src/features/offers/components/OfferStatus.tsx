import type { OfferView } from '@contract/site/offers.ts'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { formatDate, formatDay } from './format'

/** The offer's heading and where it stands, announced when it changes (a payment confirmed). */
export function OfferStatus({ offer, processing }: { offer: OfferView; processing: boolean }) {
  const { t, i18n } = useTranslation('offers')
  const language = currentLanguage(i18n)
  const until = formatDate(offer.expires_at, language)
  const message = processing
    ? t('state.processing')
    : offer.state === 'confirmed'
      ? t('state.confirmed')
      : offer.state === 'signed'
        ? t('state.signed', { date: until })
        : t('state.open', { date: until })
  const tone = offer.state === 'confirmed' && !processing ? 'done' : processing ? 'busy' : 'open'
  return (
    <header className="show-offer__header">
      <p className="show-offer__eyebrow">{t('eyebrow', { artist: offer.artist.name })}</p>
      <h1 className="page__title show-offer__title">
        {t(`eventTypes.${offer.event.type}`)} · {formatDay(offer.event.date, language)}
      </h1>
      <p className={`show-offer__status show-offer__status--${tone}`} role="status">
        {tone === 'done' ? <span aria-hidden="true">✓ </span> : null}
        {message}
      </p>
    </header>
  )
}

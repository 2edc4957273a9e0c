import type { OfferView } from '@contract/site/offers.ts'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import { formatDay, setTimes } from './format'

/** The event as the offer states it; set times in the event's zone, and the reader's if other. */
export function OfferEvent({ offer }: { offer: OfferView }) {
  const { t, i18n } = useTranslation('offers')
  const language = currentLanguage(i18n)
  const times = setTimes(offer, language, offer.event.time_zone)
  const local = setTimes(offer, language)
  return (
    <section className="show-offer__section" aria-labelledby="offer-event">
      <h2 id="offer-event">{t('event.heading')}</h2>
      <dl className="show-offer__facts">
        <div>
          <dt>{t('event.date')}</dt>
          <dd>{formatDay(offer.event.date, language, 'full')}</dd>
        </div>
        <div>
          <dt>{t('event.setTimes')}</dt>
          <dd>
            {times ? `${times} (${offer.event.time_zone})` : t('event.setTimesOpen')}
            {times && local && local !== times ? (
              <span className="show-offer__aside">{t('event.yourTime', { time: local })}</span>
            ) : null}
          </dd>
        </div>
        {offer.event.location ? (
          <div>
            <dt>{t('event.location')}</dt>
            <dd>{offer.event.location}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('event.details')}</dt>
          <dd className="show-offer__text">{offer.event.details}</dd>
        </div>
      </dl>
      <h2>{t('travel.heading')}</h2>
      <p className="show-offer__text">{offer.travel_terms || t('travel.none')}</p>
    </section>
  )
}

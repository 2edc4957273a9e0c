import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { BeforeAfter } from './BeforeAfter'
import { EnquiryForm } from './EnquiryForm'
import { Block, EnquiryBlock, GenreNote } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

type Offer = {
  service: 'mixing' | 'mastering' | 'mix_master'
  text: string
  cents: (prices: PublicSettings['studio_prices']) => number
  fact: (settings: PublicSettings) => string
  featured?: boolean
}

export default function MixingMasteringPage() {
  const { t, i18n } = useTranslation('services')
  const language = currentLanguage(i18n)
  const offers: Offer[] = [
    {
      service: 'mixing',
      text: 'mixing',
      cents: (prices) => prices.mixing_cents,
      fact: (settings) => t('mixingMastering.revisions', { number: settings.revisions.mixing }),
    },
    {
      service: 'mastering',
      text: 'mastering',
      cents: (prices) => prices.mastering_cents,
      fact: (settings) => t('mixingMastering.revisions', { number: settings.revisions.mastering }),
    },
    {
      service: 'mix_master',
      text: 'mixMaster',
      cents: (prices) => prices.mix_master_cents,
      fact: (settings) =>
        t('mixingMastering.delivery', {
          min: settings.mix_master_delivery_days.min,
          max: settings.mix_master_delivery_days.max,
        }),
      featured: true,
    },
  ]
  return (
    <ServicePage page="mixingMastering">
      {(settings) => (
        <>
          <ul className="offers" aria-label={t('mixingMastering.offers')}>
            {offers.map((offer) => (
              <li
                key={offer.service}
                className={offer.featured ? 'offer offer--featured' : 'offer'}
              >
                <h2 className="offer__title">{t(`serviceNames.${offer.service}`)}</h2>
                <p className="offer__price">
                  {formatMoney(offer.cents(settings.studio_prices), settings.currency, language)}{' '}
                  <span className="offer__unit">{t('mixingMastering.perTrack')}</span>
                </p>
                <p>{t(`mixingMastering.${offer.text}`)}</p>
                <p className="offer__fact">{offer.fact(settings)}</p>
              </li>
            ))}
          </ul>
          {settings.studio_demo ? (
            <Block id="before-after" heading={t('mixingMastering.compare.heading')}>
              <p className="service__lead">{t('mixingMastering.compare.intro')}</p>
              <BeforeAfter
                beforeUrl={settings.studio_demo.before_url}
                afterUrl={settings.studio_demo.after_url}
              />
            </Block>
          ) : null}
          <p className="service__lead">{t('mixingMastering.how')}</p>
          <EnquiryBlock note={<GenreNote />}>
            <EnquiryForm services={['mixing', 'mastering', 'mix_master']} />
          </EnquiryBlock>
        </>
      )}
    </ServicePage>
  )
}

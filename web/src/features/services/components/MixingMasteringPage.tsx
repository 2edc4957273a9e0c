import { useTranslation } from 'react-i18next'
import { EnquiryForm } from './EnquiryForm'
import { EnquiryBlock, GenreRule } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

export default function MixingMasteringPage() {
  const { t } = useTranslation('services')
  return (
    <ServicePage page="mixingMastering">
      {(settings) => (
        <>
          <ul className="offers" aria-label={t('mixingMastering.offers')}>
            <li className="offer">
              <h2 className="offer__title">{t('serviceNames.mixing')}</h2>
              <p>{t('mixingMastering.mixing')}</p>
              <p className="offer__fact">
                {t('mixingMastering.revisions', { number: settings.revisions.mixing })}
              </p>
            </li>
            <li className="offer">
              <h2 className="offer__title">{t('serviceNames.mastering')}</h2>
              <p>{t('mixingMastering.mastering')}</p>
              <p className="offer__fact">
                {t('mixingMastering.revisions', { number: settings.revisions.mastering })}
              </p>
            </li>
            <li className="offer offer--featured">
              <h2 className="offer__title">{t('serviceNames.mix_master')}</h2>
              <p>{t('mixingMastering.mixMaster')}</p>
              <p className="offer__fact">
                {t('mixingMastering.delivery', {
                  min: settings.mix_master_delivery_days.min,
                  max: settings.mix_master_delivery_days.max,
                })}
              </p>
            </li>
          </ul>
          <p className="service__lead">{t('mixingMastering.how')}</p>
          <GenreRule />
          <EnquiryBlock>
            <EnquiryForm services={['mixing', 'mastering', 'mix_master']} />
          </EnquiryBlock>
        </>
      )}
    </ServicePage>
  )
}

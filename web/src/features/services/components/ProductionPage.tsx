import { useTranslation } from 'react-i18next'
import { EnquiryForm } from './EnquiryForm'
import { EnquiryBlock, GenreRule, HourlyPrice, Included } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

const INCLUDED = ['idea', 'sound', 'arrangement', 'delivery'] as const

export default function ProductionPage() {
  const { t } = useTranslation('services')
  return (
    <ServicePage page="production">
      {(settings) => (
        <>
          <div className="service__split">
            <Included page="production" items={INCLUDED} />
            <HourlyPrice settings={settings} />
          </div>
          <p className="service__lead">{t('production.how')}</p>
          <GenreRule />
          <EnquiryBlock>
            <EnquiryForm services={['production']} />
          </EnquiryBlock>
        </>
      )}
    </ServicePage>
  )
}

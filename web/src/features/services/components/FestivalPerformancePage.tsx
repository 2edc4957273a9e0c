import { useTranslation } from 'react-i18next'
import { DjShowPrice, SetLengths } from './PerformanceBlocks'
import { Block, BookingCta, Included } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

const INCLUDED = ['tailored', 'stage', 'rider', 'promo'] as const

export default function FestivalPerformancePage() {
  const { t } = useTranslation('services')
  return (
    <ServicePage page="festivalPerformance">
      {(settings) => (
        <>
          <div className="service__split">
            <Block id="festival-sets" heading={t('setLengths.heading')}>
              <SetLengths settings={settings} kinds={['festival']} />
              <p>{t('festivalPerformance.formats')}</p>
            </Block>
            <DjShowPrice settings={settings} exampleHours={settings.set_lengths.festival.max} />
          </div>
          <Included page="festivalPerformance" items={INCLUDED} />
          <BookingCta type="festival" label={t('festivalPerformance.cta')} />
        </>
      )}
    </ServicePage>
  )
}

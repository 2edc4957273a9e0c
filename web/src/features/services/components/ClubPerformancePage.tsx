import { useTranslation } from 'react-i18next'
import { DjShowPrice, SetLengths } from './PerformanceBlocks'
import { Block, BookingCta, Included } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

const INCLUDED = ['tailored', 'warmup', 'setup', 'promo'] as const

export default function ClubPerformancePage() {
  const { t } = useTranslation('services')
  return (
    <ServicePage page="clubPerformance">
      {(settings) => (
        <>
          <div className="service__split">
            <Block id="club-sets" heading={t('setLengths.heading')}>
              <SetLengths settings={settings} kinds={['club', 'extended']} />
              <p>{t('clubPerformance.formats')}</p>
            </Block>
            <DjShowPrice settings={settings} exampleHours={settings.set_lengths.club.max} />
          </div>
          <Included page="clubPerformance" items={INCLUDED} />
          <BookingCta type="club" label={t('clubPerformance.cta')} />
        </>
      )}
    </ServicePage>
  )
}

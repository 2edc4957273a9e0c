import { useTranslation } from 'react-i18next'
import { MixList } from './MixList'
import { toMixes } from './mixes'
import { SetLengths } from './PerformanceBlocks'
import { Block, BookingCta } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

export default function DjSetsPage() {
  const { t } = useTranslation('services')
  return (
    <ServicePage page="djSets">
      {(settings) => (
        <>
          <Block id="mixes" heading={t('djSets.mixesHeading')}>
            <MixList mixes={toMixes(settings.mixes)} />
          </Block>
          <Block id="set-lengths" heading={t('setLengths.heading')}>
            <SetLengths settings={settings} kinds={['festival', 'club', 'extended']} />
          </Block>
          <BookingCta type={undefined} label={t('djSets.cta')} />
        </>
      )}
    </ServicePage>
  )
}

import { useTranslation } from 'react-i18next'
import { EnquiryForm } from './EnquiryForm'
import { BookingCta, EnquiryBlock, GenreRule, HourlyPrice, Included } from './ServiceBlocks'
import { ServicePage } from './ServicePage'

const INCLUDED = ['production', 'mixdown', 'djing', 'feedback'] as const

export default function PrivateSessionsPage() {
  const { t } = useTranslation('services')
  return (
    <ServicePage page="privateSessions">
      {(settings) => (
        <>
          <div className="service__split">
            <Included page="privateSessions" items={INCLUDED} />
            <HourlyPrice settings={settings} />
          </div>
          <p className="service__lead">{t('privateSessions.how')}</p>
          {/* A free slot, paid at once; the enquiry below stays for anything else. */}
          <BookingCta type="session" label={t('privateSessions.cta')} />
          <GenreRule />
          <EnquiryBlock>
            <EnquiryForm
              services={['private_session']}
              sessionHours={settings.rates.session_hours}
            />
          </EnquiryBlock>
        </>
      )}
    </ServicePage>
  )
}

import { useTranslation } from 'react-i18next'

const STEPS = ['pay', 'email', 'page', 'downloads', 'certificate'] as const

/** From payment to the files and the certificate, in order. */
export function DeliverySteps() {
  const { t } = useTranslation('licences')
  return (
    <section className="section delivery" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="section__title">
        {t('delivery.heading')}
      </h2>
      <p className="page__intro">{t('delivery.intro')}</p>
      <ol className="delivery__steps">
        {STEPS.map((step) => (
          <li key={step} className="delivery__step">
            <h3 className="delivery__title">{t(`delivery.steps.${step}.title`)}</h3>
            <p className="delivery__text">{t(`delivery.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

import { useTranslation } from 'react-i18next'

const QUESTIONS = [
  'difference',
  'djGigs',
  'account',
  'holder',
  'expire',
  'exclusive',
  'credit',
  'format',
  'downloads',
  'verify',
  'upgrade',
] as const

export function LicenceFaq() {
  const { t } = useTranslation('licences')
  return (
    <section className="section faq" aria-labelledby="faq-title">
      <h2 id="faq-title" className="section__title">
        {t('faq.heading')}
      </h2>
      <div className="faq__list">
        {QUESTIONS.map((question) => (
          <details key={question} className="faq__item">
            <summary className="faq__question">{t(`faq.items.${question}.q`)}</summary>
            <p className="faq__answer">{t(`faq.items.${question}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

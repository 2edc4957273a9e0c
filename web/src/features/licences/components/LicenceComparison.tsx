import { useTranslation } from 'react-i18next'

// What each licence allows and excludes, as its certificate states it (functions/site/licences/
// terms.ts), in the order shown; the texts are keys of licences.json.
const LICENCES = {
  private: {
    allows: ['listening', 'djSets', 'backups'],
    excludes: ['sharing', 'broadcasting', 'sync', 'commercial'],
  },
  commercial: {
    allows: ['everything', 'productions', 'streams', 'performance', 'sync'],
    excludes: ['resale', 'authorship'],
  },
} as const

const FACTS = ['format', 'term', 'scope', 'certificate'] as const

type LicenceKey = keyof typeof LICENCES

export function LicenceComparison() {
  const { t } = useTranslation('licences')
  return (
    <section className="licence-compare" aria-labelledby="licence-compare-title">
      <h2 id="licence-compare-title" className="section__title">
        {t('compare.heading')}
      </h2>
      <div className="licence-compare__grid">
        {(Object.keys(LICENCES) as LicenceKey[]).map((licence) => (
          <LicenceCard key={licence} licence={licence} />
        ))}
      </div>
    </section>
  )
}

function LicenceCard({ licence }: { licence: LicenceKey }) {
  const { t } = useTranslation('licences')
  const { allows, excludes } = LICENCES[licence]
  const id = `licence-${licence}`
  return (
    <section className={`licence-card licence-card--${licence}`} aria-labelledby={id}>
      <h3 id={id} className="licence-card__name">
        {t(`compare.${licence}.name`)}
      </h3>
      <p className="licence-card__audience">{t(`compare.${licence}.audience`)}</p>
      <h4 className="licence-card__heading">{t('compare.allowed')}</h4>
      <ul className="licence-card__list licence-card__list--yes">
        {allows.map((item) => (
          <li key={item}>{t(`compare.${licence}.allows.${item}`)}</li>
        ))}
      </ul>
      <h4 className="licence-card__heading">{t('compare.notAllowed')}</h4>
      <ul className="licence-card__list licence-card__list--no">
        {excludes.map((item) => (
          <li key={item}>{t(`compare.${licence}.excludes.${item}`)}</li>
        ))}
      </ul>
      <h4 className="licence-card__heading">{t('compare.both')}</h4>
      <ul className="licence-card__facts">
        {FACTS.map((fact) => (
          <li key={fact}>{t(`compare.facts.${fact}`)}</li>
        ))}
      </ul>
    </section>
  )
}

import { useTranslation } from 'react-i18next'

// What each licence allows and excludes, as its certificate states it (functions/site/licences/
// terms), in the order the track pages sell them; the texts are keys of licences.json
// (`compare.<key>`). The WAV and track-out licences share the commercial licence's exclusions.
const LEASE_EXCLUDES = ['commercial.excludes.resale', 'commercial.excludes.authorship']
const LICENCES = {
  private: {
    allows: ['private.allows.listening', 'private.allows.djSets', 'private.allows.backups'],
    excludes: [
      'private.excludes.sharing',
      'private.excludes.broadcasting',
      'private.excludes.sync',
      'private.excludes.commercial',
    ],
  },
  commercial: {
    allows: [
      'commercial.allows.everything',
      'commercial.allows.productions',
      'commercial.allows.streams',
      'commercial.allows.performance',
      'commercial.allows.sync',
    ],
    excludes: LEASE_EXCLUDES,
  },
  wav: { allows: ['wav.allows.everything', 'wav.allows.master'], excludes: LEASE_EXCLUDES },
  trackout: {
    allows: ['trackout.allows.everything', 'trackout.allows.stems'],
    excludes: LEASE_EXCLUDES,
  },
  exclusive: {
    allows: ['exclusive.allows.everything', 'exclusive.allows.offSale'],
    excludes: ['exclusive.excludes.earlier', 'exclusive.excludes.copyright'],
  },
} as const

const FACTS = ['term', 'format', 'scope', 'certificate'] as const

type LicenceKey = keyof typeof LICENCES

/** Every licence, side by side, then what all of them include. */
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
      <h3 className="licence-compare__every">{t('compare.every')}</h3>
      <ul className="licence-card__facts licence-compare__facts">
        {FACTS.map((fact) => (
          <li key={fact}>{t(`compare.facts.${fact}`)}</li>
        ))}
      </ul>
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
          <li key={item}>{t(`compare.${item}`)}</li>
        ))}
      </ul>
      <h4 className="licence-card__heading">{t('compare.notAllowed')}</h4>
      <ul className="licence-card__list licence-card__list--no">
        {excludes.map((item) => (
          <li key={item}>{t(`compare.${item}`)}</li>
        ))}
      </ul>
    </section>
  )
}

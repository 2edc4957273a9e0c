import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths, SERVICE_KEYS } from '@/config/paths'

export function ServiceCards() {
  const { t } = useTranslation(['pages', 'common'])
  return (
    <section className="section container" aria-labelledby="services-title">
      <h2 id="services-title" className="section__title">
        {t('home.services.heading')}
      </h2>
      <ul className="cards">
        {SERVICE_KEYS.map((service) => (
          <li key={service} className="card">
            <h3 className="card__title">
              <Link className="card__link" href={paths[service].build()}>
                {t(`common:services.${service}`)}
              </Link>
            </h3>
            <p className="card__text">{t(`home.services.${service}`)}</p>
            <span className="card__more" aria-hidden="true">
              {t('home.services.more')} →
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

import type { OrderLicenceView } from '@contract/checkout.ts'
import { useTranslation } from 'react-i18next'

/** Each valid licence: its certificate and its public verification page. */
export function OrderLicenceList({ licences }: { licences: OrderLicenceView[] }) {
  const { t } = useTranslation('library')
  if (licences.length === 0) return null
  return (
    <section className="library-order__section">
      <h3 className="library-order__subtitle">{t('licences.title')}</h3>
      <ul className="library-list">
        {licences.map((licence) => (
          <li key={licence.number} className="library-licence">
            <span>
              <strong>{licence.title}</strong> · {t(`common:cart.licence.${licence.licence}`)}
              <br />
              <small>{t('licences.number', { number: licence.number })}</small>
            </span>
            <span className="library-licence__links">
              <a href={licence.pdf_url}>
                {t('licences.certificate')}{' '}
                <span className="visually-hidden">{licence.number}</span>
              </a>
              <a href={licence.verify_url}>
                {t('licences.verify')} <span className="visually-hidden">{licence.number}</span>
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

import type { OrderLicenceView } from '@contract/checkout.ts'
import { useTranslation } from 'react-i18next'

export function OrderLicences({ licences }: { licences: OrderLicenceView[] }) {
  const { t } = useTranslation('checkout')
  if (licences.length === 0) return null
  return (
    <section className="section" aria-labelledby="order-licences">
      <h2 id="order-licences" className="section__title">
        {t('success.licences')}
      </h2>
      <ul className="payment__licences">
        {licences.map((licence) => (
          <li key={licence.number} className="payment__licence">
            <span>
              <strong>{licence.title}</strong> · {t(`common:cart.licence.${licence.licence}`)}
              <br />
              <small>{t('success.licenceNumber', { number: licence.number })}</small>
            </span>
            <a href={licence.pdf_url}>
              {t('success.certificate')} <span className="visually-hidden">{licence.number}</span>
            </a>
            <a href={licence.verify_url}>{t('success.verify')}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

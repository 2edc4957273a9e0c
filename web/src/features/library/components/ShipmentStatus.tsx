import type { OrderItemView } from '@contract/checkout.ts'
import type { LibraryShipmentView } from '@contract/site/library.ts'
import { useTranslation } from 'react-i18next'
import { formatLongDate } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'

/** The order's gear: paid and waiting, or shipped with the carrier and tracking. */
export function ShipmentStatus({
  shipment,
  items,
}: {
  shipment: LibraryShipmentView
  items: OrderItemView[]
}) {
  const { t, i18n } = useTranslation('library')
  const language = currentLanguage(i18n)
  return (
    <section className="library-order__section">
      <h3 className="library-order__subtitle">{t('gear.title')}</h3>
      <ul className="library-list library-gear__items">
        {items.map((item) => (
          <li key={item.slug ?? item.title}>
            {item.quantity > 1 ? `${item.quantity} × ` : ''}
            {item.title}
          </li>
        ))}
      </ul>
      {shipment.status === 'shipped' && shipment.shipped_at ? (
        <div className="library-gear__status library-gear__status--shipped">
          <p>
            {t('gear.shipped', {
              date: formatLongDate(shipment.shipped_at, language),
              carrier: shipment.carrier ?? '',
            })}
          </p>
          {shipment.tracking_number ? (
            <p>{t('gear.tracking', { number: shipment.tracking_number })}</p>
          ) : null}
          {shipment.tracking_url ? (
            <a href={shipment.tracking_url} rel="noopener noreferrer" target="_blank">
              {t('gear.track')}
            </a>
          ) : null}
        </div>
      ) : (
        <p className="library-gear__status">{t('gear.toShip')}</p>
      )}
    </section>
  )
}

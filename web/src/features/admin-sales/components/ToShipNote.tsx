import type { AdminOrderDetail } from '@contract/admin/sales.ts'
import { useTranslation } from 'react-i18next'

/** Under the order's title while its gear waits: the state, how many units and where to. */
export function ToShipNote({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-sales')
  const units = order.items
    .filter((item) => item.kind === 'product' && item.refunded_at === null)
    .reduce((sum, item) => sum + item.quantity, 0)
  const address = order.shipping_address
  const place = address ? [address.city, address.country].filter(Boolean).join(', ') : ''
  return (
    <span className="order-to-ship">
      <span className="admin-badge admin-badge--warn">{t('shippingStates.to_ship')}</span>
      <span>
        {place
          ? t('shipment.unitsTo', { count: units, place })
          : t('shipment.units', { count: units })}
      </span>
    </span>
  )
}

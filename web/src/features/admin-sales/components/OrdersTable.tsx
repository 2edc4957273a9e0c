import type { AdminOrderSummary } from '@contract/admin-sales.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMoney } from '@/lib/format'
import { OrderStatusBadge, ShippingBadge } from './OrderStatusBadge'

export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  const { t, i18n } = useTranslation('admin-sales')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.order')}</th>
            <th scope="col">{t('table.date')}</th>
            <th scope="col">{t('table.buyer')}</th>
            <th scope="col">{t('table.items')}</th>
            <th scope="col" className="num">
              {t('table.total')}
            </th>
            <th scope="col">{t('table.status')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="admin-table__name">
                <Link
                  href={`/sales/${order.id}`}
                  aria-label={t('table.open', { number: order.number })}
                >
                  #{order.number}
                </Link>
              </th>
              <td data-label={t('table.date')}>
                <time dateTime={order.created_at}>{when.format(new Date(order.created_at))}</time>
              </td>
              <td data-label={t('table.buyer')}>
                {order.name}
                <span className="admin-muted">{order.email}</span>
              </td>
              <td data-label={t('table.items')}>{order.items_summary}</td>
              <td className="num" data-label={t('table.total')}>
                {formatMoney(order.total_cents, order.currency, i18n.language)}
              </td>
              <td data-label={t('table.status')}>
                <span className="order-badges">
                  <OrderStatusBadge status={order.status} partlyRefunded={order.partly_refunded} />
                  <ShippingBadge shipping={order.shipping} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

import type { AdminOrderSummary } from '@contract/admin/sales.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminTable } from '@/components/admin/AdminTable'
import { formatMoney } from '@/lib/format'
import { OrderStatusBadge, ShippingBadge } from './OrderStatusBadge'

export function OrdersTable({ orders }: { orders: AdminOrderSummary[] }) {
  const { t, i18n } = useTranslation('admin-sales')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <AdminTable
      caption={t('table.caption')}
      columns={[
        t('table.order'),
        t('table.date'),
        t('table.buyer'),
        t('table.items'),
        { label: t('table.total'), num: true },
        t('table.status'),
      ]}
    >
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
    </AdminTable>
  )
}

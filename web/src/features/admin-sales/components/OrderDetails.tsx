import type { AdminOrderDetail, AdminOrderItem } from '@contract/admin/sales.ts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminSection } from '@/components/admin/AdminSection'
import { formatMoney } from '@/lib/format'
import { OrderEmails } from './OrderEmails'
import { OrderEvidence } from './OrderEvidence'
import { OrderLicences } from './OrderLicences'
import { OrderShipment } from './OrderShipment'
import { OrderStatusBadge } from './OrderStatusBadge'

/** Between the lines and the total: the subtotal, what the bundle and a promotion code took off. */
function OrderDiscountRows(props: { order: AdminOrderDetail; money: (cents: number) => string }) {
  const { order, money } = props
  const { t } = useTranslation('admin-sales')
  if (order.bundle_discount_cents === 0 && order.discount_cents === 0) return null
  return (
    <>
      <tr>
        <th scope="row" colSpan={3}>
          {t('detail.subtotal')}
        </th>
        <td className="num">{money(order.subtotal_cents)}</td>
      </tr>
      {order.bundle_discount_cents > 0 ? (
        <tr>
          <th scope="row" colSpan={3}>
            {t('detail.bundle')}
          </th>
          <td className="num">−{money(order.bundle_discount_cents)}</td>
        </tr>
      ) : null}
      {order.discount_cents > 0 ? (
        <tr>
          <th scope="row" colSpan={3}>
            {order.promotion_code
              ? t('detail.discount', { code: order.promotion_code })
              : t('detail.discountNoCode')}
          </th>
          <td className="num">−{money(order.discount_cents)}</td>
        </tr>
      ) : null}
    </>
  )
}

/** A refunded line says so, and what became of its gear. */
function LineRefundNote({ item }: { item: AdminOrderItem }) {
  const { t } = useTranslation('admin-sales')
  if (item.refunded_at === null) return null
  const text =
    item.gear_outcome === 'restocked'
      ? t('detail.backInStock')
      : item.gear_outcome === 'returned'
        ? t('detail.returnedGear')
        : t('detail.refundedLicence')
  return <span className="admin-badge admin-badge--bad order__line-refund">{text}</span>
}

type Props = {
  order: AdminOrderDetail
  /** Set while the gear is to ship: the shipment leads, then these actions (refund, resend). */
  actionsAfterShipment?: ReactNode
}

export function OrderDetails({ order, actionsAfterShipment = null }: Props) {
  const { t, i18n } = useTranslation(['admin-sales', 'common'])
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language)
  const time = (value: string | null) =>
    value ? <time dateTime={value}>{when.format(new Date(value))}</time> : '—'
  const address = order.shipping_address
  return (
    <div className="order">
      {actionsAfterShipment ? (
        <>
          <OrderShipment order={order} />
          <div className="order__actions">{actionsAfterShipment}</div>
        </>
      ) : null}
      <AdminSection title={t('detail.summary')}>
        <dl className="admin-facts">
          <dt>{t('detail.status')}</dt>
          <dd>
            <OrderStatusBadge
              status={order.status}
              partlyRefunded={order.status === 'paid' && order.refunded_cents > 0}
            />
          </dd>
          <dt>{t('detail.created')}</dt>
          <dd>{time(order.created_at)}</dd>
          <dt>{t('detail.paid')}</dt>
          <dd>{time(order.paid_at)}</dd>
          {order.refunded_at ? (
            <>
              <dt>{t('detail.refunded')}</dt>
              <dd>{time(order.refunded_at)}</dd>
            </>
          ) : null}
          {order.status === 'paid' && order.refunded_cents > 0 ? (
            <>
              <dt>{t('detail.refundedSoFar')}</dt>
              <dd>{money(order.refunded_cents)}</dd>
            </>
          ) : null}
          <dt>{t('detail.buyer')}</dt>
          <dd>
            {order.name} · <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
          <dt>{t('detail.language')}</dt>
          <dd>{t(`common:language.names.${order.locale}`, { defaultValue: order.locale })}</dd>
          <dt>{t('detail.payment')}</dt>
          <dd>
            <code>{order.payment_intent_id ?? '—'}</code>
          </dd>
        </dl>
      </AdminSection>
      <AdminSection title={t('detail.items')}>
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('detail.item')}</th>
                <th scope="col" className="num">
                  {t('detail.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('detail.unitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('detail.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="admin-table__name">
                    {item.title}
                    {item.licence ? (
                      <span className="admin-muted">
                        {t(`licences.${item.licence}`)}
                        {item.bundle_free ? ` · ${t('detail.bundleFree')}` : null}
                      </span>
                    ) : null}
                    <LineRefundNote item={item} />
                  </th>
                  <td className="num" data-label={t('detail.quantity')}>
                    {item.quantity}
                  </td>
                  <td className="num" data-label={t('detail.unitPrice')}>
                    {money(item.unit_price_cents)}
                  </td>
                  <td className="num" data-label={t('detail.lineTotal')}>
                    {money(item.total_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <OrderDiscountRows order={order} money={money} />
              {order.shipping_rate || order.shipping_cents > 0 ? (
                <tr>
                  <th scope="row" colSpan={3}>
                    {t('detail.shippingLine', { rate: order.shipping_rate ?? '—' })}
                  </th>
                  <td className="num">{money(order.shipping_cents)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3}>
                  {t('detail.total')}
                </th>
                <td className="num">{money(order.total_cents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </AdminSection>
      {order.licences.length > 0 ? (
        <AdminSection title={t('detail.licences')}>
          <OrderLicences licences={order.licences} />
        </AdminSection>
      ) : null}
      {address ? (
        <AdminSection title={t('detail.shipping')}>
          <address className="order__address">
            {[
              address.name,
              address.line1,
              address.line2,
              [address.postal_code, address.city].filter(Boolean).join(' '),
              address.state,
              address.country,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </address>
        </AdminSection>
      ) : null}
      {actionsAfterShipment ? null : <OrderShipment order={order} />}
      <OrderEvidence order={order} />
      <AdminSection title={t('detail.emails')}>
        <OrderEmails emails={order.emails} />
      </AdminSection>
    </div>
  )
}

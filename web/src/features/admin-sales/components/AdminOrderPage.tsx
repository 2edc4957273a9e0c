import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { QueryState } from '@/components/admin/QueryState'
import { useAdminLink } from '@/lib/admin/live'
import { useOrder } from '../api/orders'
import { isToShip } from '../lib/to-ship'
import { OrderActions } from './OrderActions'
import { OrderDetails } from './OrderDetails'
import { ToShipNote } from './ToShipNote'

/** Stripe's refund webhook usually arrives within seconds; the page stops asking after this. */
const REFUND_WAIT_MS = 60_000
const REFUND_POLL_MS = 1_500

/** /admin/sales/{id}: an order in full, its licences and emails, resend and refund. */
export default function AdminOrderPage() {
  const { t } = useTranslation(['admin-sales', 'admin'])
  const { id = '' } = useParams<{ id: string }>()
  // Set when a refund was asked for: the order is read again until Stripe confirms it (by the
  // live link's news, or by asking while the link is down).
  const [refundAskedAt, setRefundAskedAt] = useState<number | null>(null)
  const waiting = refundAskedAt !== null && Date.now() - refundAskedAt < REFUND_WAIT_MS
  // With the live link up the refund's broadcast (`order_refunded`) reads the order again.
  const live = useAdminLink((link) => link.state === 'live')
  const { data: order, error, mutate } = useOrder(id, waiting && !live ? REFUND_POLL_MS : 0)
  const refundPending = refundAskedAt !== null && order?.status === 'paid'

  const actions = order ? (
    <OrderActions
      order={order}
      refundPending={refundPending}
      onRefundAsked={() => setRefundAskedAt(Date.now())}
    />
  ) : null
  // Gear waiting to go out comes first: "To ship" by the title, the shipment form before the
  // other actions (refund included), on a phone's first screen.
  const shipFirst = order ? isToShip(order) : false

  return (
    <AdminPage
      title={order ? t('detail.title', { number: order.number }) : t('admin:nav.sales')}
      intro={order && shipFirst ? <ToShipNote order={order} /> : undefined}
      back={{ href: '/sales', label: t('back') }}
      actions={shipFirst ? null : actions}
    >
      {refundPending ? (
        <p className="admin-panel" role="status">
          {waiting ? t('refund.waiting') : t('refund.slow')}
        </p>
      ) : null}
      <QueryState data={order} error={error} onRetry={() => void mutate()}>
        {(loaded) => (
          <OrderDetails order={loaded} actionsAfterShipment={shipFirst ? actions : null} />
        )}
      </QueryState>
    </AdminPage>
  )
}

import type { AdminOrderSummary, ShippingState } from '@contract/admin/sales.ts'
import { useTranslation } from 'react-i18next'

const TONE: Record<AdminOrderSummary['status'], string> = {
  paid: 'admin-badge admin-badge--good',
  pending: 'admin-badge admin-badge--warn',
  refunded: 'admin-badge admin-badge--bad',
  expired: 'admin-badge',
  cancelled: 'admin-badge',
}

/** An order's status in words (the colour only repeats it); a paid one may be partly refunded. */
export function OrderStatusBadge(props: {
  status: AdminOrderSummary['status']
  partlyRefunded?: boolean
}) {
  const { status, partlyRefunded = false } = props
  const { t } = useTranslation('admin-sales')
  if (partlyRefunded) {
    return <span className="admin-badge admin-badge--warn">{t('statuses.partly_refunded')}</span>
  }
  return <span className={TONE[status]}>{t(`statuses.${status}`)}</span>
}

/** Whether a paid order's gear still has to go out, or has (nothing for orders without gear). */
export function ShippingBadge({ shipping }: { shipping: ShippingState }) {
  const { t } = useTranslation('admin-sales')
  if (shipping === 'none') return null
  return (
    <span className={shipping === 'to_ship' ? 'admin-badge admin-badge--warn' : 'admin-badge'}>
      {t(`shippingStates.${shipping}`)}
    </span>
  )
}

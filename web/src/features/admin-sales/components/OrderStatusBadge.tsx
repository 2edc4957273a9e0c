import type { AdminOrderSummary } from '@contract/admin-sales.ts'
import { useTranslation } from 'react-i18next'

const TONE: Record<AdminOrderSummary['status'], string> = {
  paid: 'admin-badge admin-badge--good',
  pending: 'admin-badge admin-badge--warn',
  refunded: 'admin-badge admin-badge--bad',
  expired: 'admin-badge',
  cancelled: 'admin-badge',
}

/** An order's status in words (the colour only repeats it). */
export function OrderStatusBadge({ status }: { status: AdminOrderSummary['status'] }) {
  const { t } = useTranslation('admin-sales')
  return <span className={TONE[status]}>{t(`statuses.${status}`)}</span>
}

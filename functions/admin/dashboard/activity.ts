import type { DashboardActivity } from '../../_shared/contract/admin/dashboard.ts'
import type { Tx } from '../../_shared/db/request-context.ts'

const LATEST = 10
const EXCERPT_LENGTH = 80

type ActivityRow = Omit<DashboardActivity, 'at' | 'booking'> & {
  at: Date
  event_type: NonNullable<DashboardActivity['booking']>['event_type'] | null
  preferred_date: string | null
}

/**
 * The latest events whatever the dashboard's range: orders paid, refunds, messages and booking
 * requests received. Each source gives at most its latest ten, then the ten latest of all win.
 */
export async function readRecentActivity(tx: Tx): Promise<DashboardActivity[]> {
  const rows = await tx<ActivityRow[]>`
    (select 'order' as kind, o.paid_at as at, o.id::text as id, o.number::integer as order_number,
      o.name, o.total_cents as amount_cents, o.currency, null::text as excerpt,
      null::text as event_type, null::text as preferred_date
    from public.orders as o where o.paid_at is not null
    order by o.paid_at desc limit ${LATEST})
    union all
    (select 'refund', o.refunded_at, o.id::text, o.number::integer, o.name, o.total_cents, o.currency,
      null, null, null
    from public.orders as o where o.refunded_at is not null
    order by o.refunded_at desc limit ${LATEST})
    union all
    (select case when m.kind = 'booking' then 'booking' else 'message' end, m.created_at,
      m.id::text, null, m.name, null, null,
      case when m.kind = 'booking' then null
        else left(regexp_replace(m.body, '[[:space:]]+', ' ', 'g'), ${EXCERPT_LENGTH}) end,
      b.event_type::text, b.preferred_date::text
    from public.messages as m
    left join public.booking_requests as b on b.message_id = m.id
    order by m.created_at desc limit ${LATEST})
    order by at desc, kind
    limit ${LATEST}`
  return rows.map(({ at, event_type, preferred_date, ...row }) => ({
    ...row,
    at: at.toISOString(),
    booking: event_type && preferred_date ? { event_type, preferred_date } : null,
  }))
}

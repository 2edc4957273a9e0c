import type { DashboardActivity } from '../../_shared/contract/admin-sales.ts'
import type { Tx } from '../../_shared/db/request-context.ts'

const LATEST = 10
const EXCERPT_LENGTH = 80

export type ActivityRow = {
  kind: DashboardActivity['kind']
  at: Date
  id: string
  /** `#1042` for orders and refunds. */
  reference: string | null
  name: string
  amount_cents: number | null
  currency: string | null
  /** A message's opening words; a booking's event type and date. */
  detail: string | null
}

/** `#1042 · Alex Fan · 128.00 EUR`, `Ana López · festival 2027-07-18`: facts, not sentences. */
export function activitySummary(row: ActivityRow): string {
  const amount =
    row.amount_cents === null ? null : `${(row.amount_cents / 100).toFixed(2)} ${row.currency}`
  return [row.reference, row.name, amount, row.detail].filter(Boolean).join(' · ')
}

/**
 * The latest events whatever the dashboard's range: orders paid, refunds, messages and booking
 * requests received. Each source gives at most its latest ten, then the ten latest of all win.
 */
export async function readRecentActivity(tx: Tx): Promise<DashboardActivity[]> {
  const rows = await tx<ActivityRow[]>`
    (select 'order' as kind, o.paid_at as at, o.id::text as id, concat('#', o.number) as reference,
      o.name, o.total_cents as amount_cents, o.currency, null::text as detail
    from public.orders as o where o.paid_at is not null
    order by o.paid_at desc limit ${LATEST})
    union all
    (select 'refund', o.refunded_at, o.id::text, concat('#', o.number), o.name, o.total_cents,
      o.currency, null
    from public.orders as o where o.refunded_at is not null
    order by o.refunded_at desc limit ${LATEST})
    union all
    (select case when m.kind = 'booking' then 'booking' else 'message' end, m.created_at,
      m.id::text, null, m.name, null, null,
      case when m.kind = 'booking' then concat(b.event_type, ' ', b.preferred_date)
        else left(regexp_replace(m.body, '[[:space:]]+', ' ', 'g'), ${EXCERPT_LENGTH}) end
    from public.messages as m
    left join public.booking_requests as b on b.message_id = m.id
    order by m.created_at desc limit ${LATEST})
    order by at desc, kind
    limit ${LATEST}`
  return rows.map((row) => ({
    kind: row.kind,
    at: row.at.toISOString(),
    summary: activitySummary(row),
    id: row.id,
  }))
}

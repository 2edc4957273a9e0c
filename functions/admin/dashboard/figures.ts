import type { Dashboard } from '../../_shared/contract/admin/dashboard.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { type DayRange, type DayRevenue, rangeBounds, revenueByDay } from './day-series.ts'

export type SalesFigures = Pick<
  Dashboard,
  'revenue_cents' | 'orders' | 'licences' | 'top_tracks' | 'revenue_by_day'
>

const TOP_TRACKS = 5

/**
 * What sold in the range. Revenue is the orders that are paid now, counted on the day they were
 * paid: a refunded order has status `refunded`, its money went back, so it counts nowhere here
 * (neither its revenue, nor as an order, nor its licences); lines refunded one by one leave the
 * order's revenue and licences, the order itself still counting. Only orders in the shop's currency
 * are added up; the shop sells in one.
 */
export async function readSalesFigures(
  tx: Tx,
  range: DayRange,
  currency: string,
): Promise<SalesFigures> {
  const { start, end } = rangeBounds(range)
  const paidInRange = tx`
    o.status = 'paid' and o.paid_at >= ${start} and o.paid_at < ${end}
    and o.currency = ${currency}`

  const days = await tx<(DayRevenue & { orders: number })[]>`
    select to_char(o.paid_at at time zone 'UTC', 'YYYY-MM-DD') as date,
      sum(o.total_cents - coalesce(r.cents, 0))::integer as revenue_cents,
      count(*)::integer as orders
    from public.orders as o
    left join lateral (
      select sum(amount_cents) as cents from public.order_refunds
      where order_id = o.id and status = 'succeeded'
    ) as r on true
    where ${paidInRange}
    group by 1`
  const [licences] = await tx<Dashboard['licences'][]>`
    select count(*) filter (where i.licence = 'private')::integer as private,
      count(*) filter (where i.licence = 'commercial')::integer as commercial,
      count(*) filter (where i.licence = 'exclusive')::integer as exclusive
    from public.order_items as i
    join public.orders as o on o.id = i.order_id
    where i.kind = 'track' and i.refunded_at is null and ${paidInRange}`
  const topTracks = await tx<Dashboard['top_tracks']>`
    select t.slug, t.title, count(*)::integer as licences,
      sum(i.total_cents)::integer as revenue_cents
    from public.order_items as i
    join public.orders as o on o.id = i.order_id
    join public.tracks as t on t.id = i.track_id
    where i.kind = 'track' and i.refunded_at is null and ${paidInRange}
    group by t.id, t.slug, t.title
    order by licences desc, revenue_cents desc, t.title
    limit ${TOP_TRACKS}`

  return {
    revenue_cents: days.reduce((sum, day) => sum + day.revenue_cents, 0),
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    licences: {
      private: licences?.private ?? 0,
      commercial: licences?.commercial ?? 0,
      exclusive: licences?.exclusive ?? 0,
    },
    top_tracks: [...topTracks],
    revenue_by_day: revenueByDay(range, days),
  }
}

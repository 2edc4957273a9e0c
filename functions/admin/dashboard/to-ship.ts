import type { Dashboard } from '../../_shared/contract/admin/dashboard.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { toShip } from '../sales/filters.ts'

const LISTED = 5

/** The paid orders whose gear still has to go out, the longest waiting first. */
export async function readToShip(tx: Tx): Promise<Dashboard['to_ship']> {
  const [counted] = await tx<{ count: number }[]>`
    select count(*)::integer as count from public.orders as o where ${toShip(tx)}`
  const orders = await tx<
    (Omit<Dashboard['to_ship']['orders'][number], 'paid_at'> & { paid_at: Date })[]
  >`
    select o.id, o.number::integer as number, o.name, o.paid_at,
      g.units::integer as units, g.gear
    from public.orders as o
    cross join lateral (
      select sum(i.quantity) as units,
        string_agg(case when i.quantity > 1 then concat(i.title, ' × ', i.quantity) else i.title end,
          ', ' order by i.title) as gear
      from public.order_items as i
      where i.order_id = o.id and i.kind = 'product' and i.refunded_at is null
    ) as g
    where ${toShip(tx)}
    order by o.paid_at, o.number
    limit ${LISTED}`
  return {
    count: counted?.count ?? 0,
    orders: orders.map((order) => ({ ...order, paid_at: order.paid_at.toISOString() })),
  }
}

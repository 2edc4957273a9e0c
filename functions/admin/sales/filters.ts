import type { OrderExportQuery } from '../../_shared/contract/admin/sales.ts'
import type { Tx } from '../../_shared/db/request-context.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The start of a UTC day, `YYYY-MM-DD`. */
export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`)
}

/** `LIKE` treats `%`, `_` and `\` specially; a search for them means the characters themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (special) => `\\${special}`)}%`
}

/** `1042` or `#1042`: the order number searched for, if `q` is one. */
export function orderNumberIn(q: string): number | null {
  const match = /^#?(\d{1,15})$/.exec(q)
  return match ? Number(match[1]) : null
}

/** The `where` clause of the Sales list and export, on `public.orders as o`. */
export function orderFilters(tx: Tx, filters: OrderExportQuery) {
  const { status, from, to, q, shipping } = filters
  const number = q === undefined ? null : orderNumberIn(q)
  const pattern = q === undefined ? null : likePattern(q)
  return tx`
    where true
    ${status ? tx`and o.status = ${status}` : tx``}
    ${shipping === 'to_ship' ? tx`and ${toShip(tx)}` : tx``}
    ${shipping === 'shipped' ? tx`and o.shipped_at is not null` : tx``}
    ${from ? tx`and o.created_at >= ${startOfDay(from)}` : tx``}
    ${to ? tx`and o.created_at < ${new Date(startOfDay(to).getTime() + DAY_MS)}` : tx``}
    ${
      pattern
        ? tx`and (o.email ilike ${pattern} or o.name ilike ${pattern}
            ${number === null ? tx`` : tx`or o.number = ${number}`})`
        : tx``
    }`
}

/** Paid, not shipped, with gear not refunded: what the owner still has to send (`o`: the order). */
export function toShip(tx: Tx) {
  return tx`o.status = 'paid' and o.shipped_at is null and exists (
    select 1 from public.order_items as g
    where g.order_id = o.id and g.kind = 'product' and g.refunded_at is null)`
}

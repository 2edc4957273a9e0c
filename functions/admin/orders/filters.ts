import type { OrderExportQuery } from '../../_shared/contract/admin-sales.ts'
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
  const { status, from, to, q } = filters
  const number = q === undefined ? null : orderNumberIn(q)
  const pattern = q === undefined ? null : likePattern(q)
  return tx`
    where true
    ${status ? tx`and o.status = ${status}` : tx``}
    ${from ? tx`and o.created_at >= ${startOfDay(from)}` : tx``}
    ${to ? tx`and o.created_at < ${new Date(startOfDay(to).getTime() + DAY_MS)}` : tx``}
    ${
      pattern
        ? tx`and (o.email ilike ${pattern} or o.name ilike ${pattern}
            ${number === null ? tx`` : tx`or o.number = ${number}`})`
        : tx``
    }`
}

import type {
  AdminOrderList,
  AdminOrderSummary,
  OrderExportQuery,
  OrderListQuery,
  ShippingState,
} from '../../_shared/contract/admin/sales.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { orderFilters } from './filters.ts'

/** An order with `number` read as an integer and what its lines add up to. */
export type OrderRow = Pick<
  TableRow<'orders'>,
  | 'id'
  | 'created_at'
  | 'email'
  | 'name'
  | 'status'
  | 'total_cents'
  | 'currency'
  | 'paid_at'
  | 'refunded_at'
  | 'shipped_at'
> & {
  number: number
  item_count: number
  items_summary: string
  has_gear: boolean
  has_refunded_lines: boolean
}

type Page = { limit: number; offset: number }

/** Orders matching the filters, newest first, with a one-line summary of what each bought. */
export function readOrderRows(tx: Tx, filters: OrderExportQuery, page?: Page) {
  return tx<OrderRow[]>`
    select o.id, o.number::integer as number, o.created_at, o.email, o.name, o.status,
      o.total_cents, o.currency, o.paid_at, o.refunded_at, o.shipped_at,
      coalesce(lines.has_gear, false) as has_gear,
      coalesce(lines.has_refunded_lines, false) as has_refunded_lines,
      coalesce(lines.item_count, 0)::integer as item_count,
      coalesce(lines.items_summary, '') as items_summary
    from public.orders as o
    left join lateral (
      select sum(i.quantity) as item_count,
        -- Gear refunded before it shipped is no longer to ship.
        bool_or(i.kind = 'product' and i.refunded_at is null) as has_gear,
        bool_or(i.refunded_at is not null) as has_refunded_lines,
        string_agg(
          case
            when i.kind = 'track' then concat(i.title, ' (', i.licence, ')')
            when i.quantity > 1 then concat(i.title, ' × ', i.quantity)
            else i.title
          end,
          ', ' order by i.kind, i.title, i.licence) as items_summary
      from public.order_items as i
      where i.order_id = o.id
    ) as lines on true
    ${orderFilters(tx, filters)}
    order by o.created_at desc, o.number desc
    ${page ? tx`limit ${page.limit} offset ${page.offset}` : tx``}`
}

export async function listOrders(tx: Tx, query: OrderListQuery): Promise<AdminOrderList> {
  const { limit, offset, ...filters } = query
  const rows = await readOrderRows(tx, filters, { limit, offset })
  const [counted] = await tx<{ total: number }[]>`
    select count(*)::integer as total from public.orders as o ${orderFilters(tx, filters)}`
  return { items: rows.map(toSummary), total: counted?.total ?? 0 }
}

function toSummary(row: OrderRow): AdminOrderSummary {
  return {
    id: row.id,
    number: row.number,
    created_at: row.created_at.toISOString(),
    email: row.email,
    name: row.name,
    status: row.status,
    total_cents: row.total_cents,
    currency: row.currency,
    item_count: row.item_count,
    items_summary: row.items_summary,
    shipping: shippingState(row),
    partly_refunded: row.status === 'paid' && row.has_refunded_lines,
  }
}

function shippingState(row: OrderRow): ShippingState {
  if (row.shipped_at) return 'shipped'
  return row.has_gear && row.status === 'paid' ? 'to_ship' : 'none'
}

import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'

// The rows the library reads, as the signed-in buyer: RLS lets through only their own.

/** Only paid and refunded orders are read. */
export type OrderRow = Pick<
  TableRow<'orders'>,
  | 'id'
  | 'number'
  | 'created_at'
  | 'total_cents'
  | 'currency'
  | 'shipped_at'
  | 'shipping_carrier'
  | 'tracking_number'
  | 'tracking_url'
> & { status: 'paid' | 'refunded' }

/** A line (`bundle_free`: free under the licence bundle, its price 0), with its item's slug. */
export type ItemRow = Pick<
  TableRow<'order_items'>,
  'order_id' | 'kind' | 'title' | 'licence' | 'quantity' | 'unit_price_cents' | 'bundle_free'
> & {
  /** Generated (quantity × unit price), so never null. */
  total_cents: number
  slug: string | null
}

export type GrantRow = Pick<
  TableRow<'licence_grants'>,
  'id' | 'order_id' | 'number' | 'licence' | 'downloads_left' | 'revoked_at'
> & {
  /** Downloads left per file of the licence. */
  file_downloads_left: Record<string, number>
  /** The track's, else the line's (coalesced by the query). */
  title: string
  artist: string
  /** From private.buyer_grant_token: the link secret of the buyer's own licence. */
  token: string | null
}

export async function readLibrary(tx: Tx) {
  const orders = await tx<OrderRow[]>`
    select id, number, status, created_at, total_cents, currency, shipped_at, shipping_carrier,
      tracking_number, tracking_url
    from public.orders
    where status in ('paid', 'refunded')
    order by created_at desc`
  const ids = orders.map((order) => order.id)
  if (ids.length === 0) return { orders, items: [], grants: [] }
  const items = await tx<ItemRow[]>`
    select i.order_id, i.kind, i.title, i.licence, i.quantity, i.unit_price_cents, i.total_cents,
      i.bundle_free, coalesce(t.slug, p.slug) as slug
    from public.order_items as i
    left join public.tracks as t on t.id = i.track_id
    left join public.products as p on p.id = i.product_id
    where i.order_id in ${tx(ids)}
    order by i.kind desc, i.title`
  const grants = await tx<GrantRow[]>`
    select g.id, g.order_id, g.number, g.licence, g.downloads_left, g.file_downloads_left,
      g.revoked_at,
      coalesce(t.title, i.title) as title, coalesce(t.artist, '') as artist,
      private.buyer_grant_token(g.id) as token
    from public.licence_grants as g
    join public.order_items as i on i.id = g.order_item_id
    left join public.tracks as t on t.id = g.track_id
    where g.order_id in ${tx(ids)}
    order by i.title, g.licence`
  return { orders, items, grants }
}

import type { LibraryOrderView, LibraryView } from '../../_shared/contract/site/library.ts'
import type { FunctionEnv } from '../../_shared/env.ts'
import { grantFiles } from '../../_shared/orders/grant-files.ts'
import { toOrderItemView, toOrderLicenceView } from '../orders/order-view.ts'
import type { GrantRow, ItemRow, OrderRow } from './records.ts'

type Rows = { orders: OrderRow[]; items: ItemRow[]; grants: GrantRow[] }

function shipment(order: OrderRow, items: ItemRow[]): LibraryOrderView['shipment'] {
  if (!items.some((item) => item.kind === 'product')) return null
  return {
    status: order.shipped_at ? 'shipped' : 'to_ship',
    carrier: order.shipping_carrier,
    tracking_number: order.tracking_number,
    tracking_url: order.tracking_url,
    shipped_at: order.shipped_at?.toISOString() ?? null,
  }
}

/** The library's DTO: rows never leave as they are, and link secrets only inside the links. */
export function toLibraryView(
  rows: Rows,
  email: string,
  env: Pick<FunctionEnv, 'SUPABASE_URL' | 'SITE_URL'>,
): LibraryView {
  return {
    email,
    orders: rows.orders.map((order) => {
      const items = rows.items.filter((item) => item.order_id === order.id)
      const grants = rows.grants.filter((grant) => grant.order_id === order.id)
      const valid = grants.filter((grant) => !grant.revoked_at && grant.token)
      return {
        id: order.id,
        number: Number(order.number),
        status: order.status,
        placed_at: order.created_at.toISOString(),
        items: items.map((item) => toOrderItemView(item, item.slug)),
        total: order.total_cents,
        currency: order.currency,
        downloads: grants.flatMap((grant) =>
          grantFiles(grant.file_downloads_left).map(({ format, left }) => ({
            grant_id: grant.id,
            title: grant.title,
            artist: grant.artist,
            licence: grant.licence,
            format,
            downloads_left: grant.revoked_at ? 0 : left,
            revoked: grant.revoked_at !== null,
          })),
        ),
        licences: valid.map((grant) => toOrderLicenceView(env, grant, grant.token!)),
        shipment: shipment(order, items),
      }
    }),
  }
}

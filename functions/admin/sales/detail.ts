import type {
  AdminOrderDetail,
  AdminOrderEmail,
  AdminOrderItem,
  AdminShippingAddress,
} from '../../_shared/contract/admin/sales.ts'
import type { Licence } from '../../_shared/contract/checkout.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { orderNotFound } from './query.ts'
import { paidPerLine } from './refund-amount.ts'

/** `number` read as an integer, the address as checkout stored it, and whether gear is to ship. */
type OrderRow = Pick<
  TableRow<'orders'>,
  | 'id'
  | 'status'
  | 'created_at'
  | 'email'
  | 'name'
  | 'locale'
  | 'currency'
  | 'subtotal_cents'
  | 'bundle_discount_cents'
  | 'discount_cents'
  | 'promotion_code'
  | 'shipping_cents'
  | 'tax_cents'
  | 'prices_include_tax'
  | 'shipping_rate'
  | 'total_cents'
  | 'stripe_payment_intent_id'
  | 'paid_at'
  | 'refunded_at'
  | 'closed_at'
  | 'shipped_at'
  | 'shipping_carrier'
  | 'tracking_number'
  | 'tracking_url'
> & { number: number; shipping_address: AdminShippingAddress | null; has_gear: boolean }

type ItemRow = Omit<AdminOrderItem, 'refunded_at' | 'refundable_cents'> & {
  refunded_at: Date | null
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The emails about an order share the dedupe key prefix `order:<id>:` (see the order emails). */
export function orderEmailKeys(id: string): string {
  return `order:${id}:%`
}

/** One order as the Sales detail shows it: lines, licences, address, payment and its emails. */
export async function readOrderDetail(tx: Tx, id: string): Promise<AdminOrderDetail> {
  const [order] = await tx<OrderRow[]>`
    select id, number::integer as number, status, created_at, email, name, locale, currency,
      subtotal_cents, bundle_discount_cents, discount_cents, promotion_code, shipping_cents,
      tax_cents, prices_include_tax, shipping_rate, total_cents, stripe_payment_intent_id, paid_at, refunded_at, closed_at,
      shipping_address, shipped_at, shipping_carrier, tracking_number, tracking_url,
      exists (
        select 1 from public.order_items
        where order_id = orders.id and kind = 'product' and refunded_at is null
      ) as has_gear
    from public.orders where id = ${id}`
  if (!order) throw orderNotFound()

  const items = await tx<ItemRow[]>`
    select i.id, i.kind, coalesce(t.slug, p.slug) as slug, i.title, i.licence, i.quantity,
      i.unit_price_cents, i.total_cents, i.bundle_free, i.refunded_at,
      (i.refund_id is not null and i.refunded_at is null) as refund_pending, i.gear_outcome
    from public.order_items as i
    left join public.tracks as t on t.id = i.track_id
    left join public.products as p on p.id = i.product_id
    where i.order_id = ${id}
    order by i.kind, i.title, i.licence`
  const [refunds] = await tx<{ cents: number }[]>`
    select coalesce(sum(amount_cents), 0)::integer as cents from public.order_refunds
    where order_id = ${id} and status = 'succeeded'`
  const paid = paidPerLine(order, items)
  const licences = await tx<
    {
      id: string
      number: string
      title: string
      licence: Licence
      holder_name: string
      holder_email: string
      downloads_left: number
      issued_at: Date
      revoked_at: Date | null
    }[]
  >`
    select g.id, g.number, i.title, g.licence, g.holder_name, g.holder_email, g.downloads_left,
      g.issued_at, g.revoked_at
    from public.licence_grants as g
    join public.order_items as i on i.id = g.order_item_id
    where g.order_id = ${id}
    order by i.title, g.licence`
  const emails = await tx<
    (Omit<AdminOrderEmail, 'created_at' | 'sent_at'> & { created_at: Date; sent_at: Date | null })[]
  >`
    select id, template, to_email as to, subject, status, attempts, created_at, sent_at, last_error
    from public.email_outbox
    where dedupe_key like ${orderEmailKeys(id)}
    order by created_at, template`

  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: order.created_at.toISOString(),
    email: order.email,
    name: order.name,
    locale: order.locale,
    currency: order.currency,
    subtotal_cents: order.subtotal_cents,
    bundle_discount_cents: order.bundle_discount_cents,
    discount_cents: order.discount_cents,
    promotion_code: order.promotion_code,
    shipping_cents: order.shipping_cents,
    shipping_rate: order.shipping_rate,
    total_cents: order.total_cents,
    payment_intent_id: order.stripe_payment_intent_id,
    paid_at: iso(order.paid_at),
    refunded_at: iso(order.refunded_at),
    closed_at: iso(order.closed_at),
    shipping_address: order.shipping_address,
    has_gear: order.has_gear,
    shipment:
      order.shipped_at && order.shipping_carrier && order.tracking_number
        ? {
            shipped_at: order.shipped_at.toISOString(),
            carrier: order.shipping_carrier,
            tracking_number: order.tracking_number,
            tracking_url: order.tracking_url,
          }
        : null,
    refunded_cents: order.status === 'refunded' ? order.total_cents : (refunds?.cents ?? 0),
    items: items.map((item) => ({
      ...item,
      refunded_at: iso(item.refunded_at),
      refundable_cents: paid.get(item.id) ?? 0,
    })),
    licences: licences.map((grant) => ({
      ...grant,
      issued_at: grant.issued_at.toISOString(),
      revoked_at: iso(grant.revoked_at),
    })),
    emails: emails.map((email) => ({
      ...email,
      created_at: email.created_at.toISOString(),
      sent_at: iso(email.sent_at),
    })),
  }
}

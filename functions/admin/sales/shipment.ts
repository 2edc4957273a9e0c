import type { AdminShipment, ShipmentInput } from '../../_shared/contract/admin/sales.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { queueEmailAsAdmin } from '../../_shared/email/outbox.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { shippedEmail } from '../../_shared/orders/emails/shipped-email.ts'
import type { ShippingAddress } from '../../_shared/orders/emails/sold-order.ts'
import { orderNotFound, orderNotPaid } from './query.ts'

/** `number` read as an integer; the address as checkout stored it. */
type OrderRow = Pick<
  TableRow<'orders'>,
  'id' | 'status' | 'email' | 'name' | 'locale' | 'shipped_at'
> & { number: number; shipping_address: ShippingAddress | null }

/**
 * Records that a paid order's gear went out with a carrier, and queues the buyer's email in the
 * same transaction: both happen or neither. The row is locked first, so of two admins marking
 * the same order at once the second is told it has already shipped.
 */
export async function recordShipment(
  tx: Tx,
  id: string,
  input: ShipmentInput,
): Promise<AdminShipment> {
  const [order] = await tx<OrderRow[]>`
    select id, number::integer as number, status, email, name, locale, shipping_address,
      shipped_at
    from public.orders where id = ${id}
    for update`
  if (!order) throw orderNotFound()
  if (order.status !== 'paid') throw orderNotPaid(order.status)
  if (order.shipped_at) throw new AppError('order_already_shipped')
  const gear = await tx<{ title: string; quantity: number }[]>`
    select title, quantity from public.order_items
    where order_id = ${id} and kind = 'product' and refunded_at is null
    order by title`
  if (gear.length === 0) throw new AppError('order_has_no_gear')

  const trackingUrl = input.tracking_url ?? null
  const [shipped] = await tx<{ shipped_at: Date }[]>`
    update public.orders
    set shipped_at = now(), shipping_carrier = ${input.carrier},
      tracking_number = ${input.tracking_number}, tracking_url = ${trackingUrl}
    where id = ${id}
    returning shipped_at`
  if (!shipped) throw orderNotFound()

  const [settings] = await tx<{ brand_name: string; contact_email: string }[]>`
    select brand_name, contact_email from public.settings`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')
  await queueEmailAsAdmin(
    tx,
    shippedEmail(
      {
        id: order.id,
        number: order.number,
        locale: order.locale,
        name: order.name,
        email: order.email,
        gear,
        shippingAddress: order.shipping_address,
        carrier: input.carrier,
        trackingNumber: input.tracking_number,
        trackingUrl,
      },
      { brandName: settings.brand_name, contactEmail: settings.contact_email },
    ),
  )
  return {
    shipped_at: shipped.shipped_at.toISOString(),
    carrier: input.carrier,
    tracking_number: input.tracking_number,
    tracking_url: trackingUrl,
  }
}

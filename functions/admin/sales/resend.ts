import type { Locale } from '../../_shared/contract/forms.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { queueEmailAsAdmin } from '../../_shared/email/outbox.ts'
import type { FunctionEnv } from '../../_shared/env.ts'
import { DOWNLOADS_PER_LICENCE } from '../../_shared/orders/deps.ts'
import { buyerEmail } from '../../_shared/orders/emails/buyer-email.ts'
import type { ShippingAddress, SoldOrder } from '../../_shared/orders/emails/sold-order.ts'
import { certificateUrl, downloadUrl } from '../../_shared/orders/links.ts'
import { orderNotFound, orderNotPaid } from './query.ts'

/** `number` read as an integer; the address as checkout stored it. */
type OrderRow = Pick<
  TableRow<'orders'>,
  | 'id'
  | 'status'
  | 'email'
  | 'name'
  | 'locale'
  | 'currency'
  | 'total_cents'
  | 'bundle_discount_cents'
  | 'discount_cents'
  | 'promotion_code'
  | 'shipping_cents'
  | 'shipping_rate'
> & { number: number; shipping_address: ShippingAddress | null }

type LinkRow = {
  grant_id: string
  number: string
  licence: SoldOrder['licences'][number]['licence']
  access_token: string
  title: string
  artist: string
}

/**
 * Queues the buyer's download email of a paid order again: the same builder as fulfilment, the
 * same links (revoked licences left out), under a new dedupe key so it is sent once more.
 */
export async function queueBuyerEmailAgain(
  tx: Tx,
  env: Pick<FunctionEnv, 'SUPABASE_URL' | 'OWNER_EMAIL' | 'SITE_URL'>,
  id: string,
  now: Date,
): Promise<void> {
  const [order] = await tx<OrderRow[]>`
    select id, number::integer as number, status, email, name, locale, currency, total_cents,
      bundle_discount_cents, discount_cents, promotion_code, shipping_address, shipping_cents,
      shipping_rate
    from public.orders where id = ${id}`
  if (!order) throw orderNotFound()
  if (order.status !== 'paid') throw orderNotPaid(order.status)

  const gear = await tx<{ title: string; quantity: number; unit_price_cents: number }[]>`
    select title, quantity, unit_price_cents from public.order_items
    where order_id = ${id} and kind = 'product'
    order by title`
  // Admins cannot read access tokens; this database function hands out this order's only.
  const links = await tx<LinkRow[]>`select * from private.order_download_links(${id})`
  const [settings] = await tx<
    { brand_name: string; contact_email: string; owner_locale: Locale }[]
  >`
    select brand_name, contact_email, admin.owner_locale
    from public.settings cross join private.admin_settings() as admin`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')

  const sold: SoldOrder = {
    id: order.id,
    number: order.number,
    locale: order.locale,
    name: order.name,
    email: order.email,
    currency: order.currency,
    bundleDiscountCents: order.bundle_discount_cents,
    discount:
      order.discount_cents > 0 ? { code: order.promotion_code, cents: order.discount_cents } : null,
    totalCents: order.total_cents,
    licences: links.map((link) => ({
      title: link.title,
      artist: link.artist,
      licence: link.licence,
      number: link.number,
      downloadUrl: downloadUrl(env, link.grant_id, link.access_token),
      certificateUrl: certificateUrl(env, link.number, link.access_token),
    })),
    gear: gear.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
    })),
    shippingAddress: order.shipping_address,
    shipping: order.shipping_rate
      ? { rate: order.shipping_rate, cents: order.shipping_cents }
      : null,
  }
  const email = buyerEmail(sold, {
    brandName: settings.brand_name,
    contactEmail: settings.contact_email,
    ownerEmail: env.OWNER_EMAIL,
    ownerLocale: settings.owner_locale,
    downloadsPerLicence: DOWNLOADS_PER_LICENCE,
    siteUrl: env.SITE_URL,
  })
  // Two resends in the same millisecond are one: the second finds the key and queues nothing.
  await queueEmailAsAdmin(tx, {
    ...email,
    dedupeKey: `${email.dedupeKey}:resend:${now.toISOString()}`,
    template: 'order_buyer_resend',
  })
}

import { z } from 'zod'
import {
  LICENCES,
  type Licence,
  ORDER_STATUSES,
  type OrderItemView,
  type OrderLicenceView,
  type OrderView,
} from '../../_shared/contract/checkout.ts'
import type { FunctionEnv } from '../../_shared/env.ts'
import { grantFiles } from '../../_shared/orders/grant-files.ts'
import {
  certificateUrl,
  downloadUrl,
  invoiceUrl,
  verificationUrl,
} from '../../_shared/orders/links.ts'

/** What private.order_by_checkout_session returns (grants only while the order is paid). */
export const OrderRecord = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  currency: z.string(),
  subtotal_cents: z.number(),
  bundle_discount_cents: z.number(),
  discount_cents: z.number(),
  promotion_code: z.string().nullable(),
  total_cents: z.number(),
  has_shipping: z.boolean(),
  shipping_cents: z.number(),
  shipping_rate: z.string().nullable(),
  tax_cents: z.number(),
  prices_include_tax: z.boolean(),
  has_invoice: z.boolean(),
  items: z.array(
    z.object({
      kind: z.enum(['track', 'product']),
      title: z.string(),
      licence: z.enum(LICENCES).nullable(),
      quantity: z.number(),
      unit_price_cents: z.number(),
      total_cents: z.number(),
      bundle_free: z.boolean(),
      track_slug: z.string().nullable(),
      product_slug: z.string().nullable(),
    }),
  ),
  grants: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      licence: z.enum(LICENCES),
      title: z.string(),
      artist: z.string(),
      downloads_left: z.number(),
      access_token: z.string(),
      /** Downloads left per file of the licence, e.g. `{ "mp3": 5, "wav": 5 }`. */
      file_downloads_left: z.record(z.string(), z.number()),
    }),
  ),
})
export type OrderRecord = z.infer<typeof OrderRecord>

/** An order's line as its buyer sees it, on the payment-success page and in the library. */
export function toOrderItemView(
  item: Pick<
    OrderRecord['items'][number],
    'kind' | 'title' | 'licence' | 'quantity' | 'unit_price_cents' | 'total_cents' | 'bundle_free'
  >,
  slug: string | null,
): OrderItemView {
  return {
    kind: item.kind,
    slug,
    title: item.title,
    licence: item.licence,
    quantity: item.quantity,
    unit_price: item.unit_price_cents,
    total: item.total_cents,
    bundle_free: item.bundle_free,
  }
}

/** A licence's certificate and public verification page; the token stays inside the link. */
export function toOrderLicenceView(
  env: Pick<FunctionEnv, 'SUPABASE_URL' | 'SITE_URL'>,
  grant: { number: string; title: string; licence: Licence },
  token: string,
): OrderLicenceView {
  return {
    number: grant.number,
    title: grant.title,
    licence: grant.licence,
    pdf_url: certificateUrl(env, grant.number, token),
    verify_url: verificationUrl(env, grant.number),
  }
}

/** The payment-success page's view: links carry the grant's token, nothing else of it leaves. */
export function toOrderView(
  record: OrderRecord,
  env: Pick<FunctionEnv, 'SUPABASE_URL' | 'SITE_URL'>,
  checkoutSessionId: string,
): OrderView {
  // Only a paid order shows downloads; the database function already enforces it, this restates it.
  const grants = record.status === 'paid' ? record.grants : []
  return {
    id: record.id,
    number: record.number,
    status: record.status,
    email: record.email,
    name: record.name,
    items: record.items.map((item) => toOrderItemView(item, item.track_slug ?? item.product_slug)),
    subtotal: record.subtotal_cents,
    bundle_discount: record.bundle_discount_cents,
    discount: record.discount_cents,
    promotion_code: record.promotion_code,
    total: record.total_cents,
    currency: record.currency,
    downloads: grants.flatMap((grant) =>
      grantFiles(grant.file_downloads_left).map(({ format, left }) => ({
        grant_id: grant.id,
        title: grant.title,
        artist: grant.artist,
        licence: grant.licence,
        format,
        url: downloadUrl(env, grant.id, grant.access_token, format),
        downloads_left: left,
      })),
    ),
    licences: grants.map((grant) => toOrderLicenceView(env, grant, grant.access_token)),
    shipping: record.has_shipping,
    shipping_cents: record.shipping_cents,
    shipping_rate: record.shipping_rate,
    tax: record.tax_cents,
    prices_include_tax: record.prices_include_tax,
    invoice_url:
      record.status === 'paid' && record.has_invoice ? invoiceUrl(env, checkoutSessionId) : null,
  }
}

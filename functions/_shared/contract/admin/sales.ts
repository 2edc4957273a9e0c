import { z } from 'zod'
import { LICENCES, ORDER_STATUSES } from '../checkout.ts'
import { HttpsUrl } from '../forms.ts'

// The admin panel's Sales screen (the Dashboard's figures are in `./dashboard.ts`): the query
// parameters (the admin function parses with these schemas; the client builds its URLs with them)
// and the responses. Messages are error codes (`error.fields.<param>`). Money is integer cents of
// `currency`; timestamps are ISO 8601 in UTC; dates are `YYYY-MM-DD` and a day is a UTC day.

/** An empty parameter (`?status=`) means the same as an absent one: a cleared filter. */
const absentWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(absentWhenBlank, schema.optional())

const whole = (code: string, min: number, max: number) =>
  z.coerce.number(code).int(code).min(min, code).max(max, code)

export const SHIPPING_STATES = ['none', 'to_ship', 'shipped'] as const
export type ShippingState = (typeof SHIPPING_STATES)[number]

export const ORDERS_PAGE_DEFAULT = 50
export const ORDERS_PAGE_MAX = 200

const orderFilters = {
  status: optional(z.enum(ORDER_STATUSES, 'status_invalid')),
  /** Orders created on or after this day. */
  from: optional(z.iso.date('date_invalid')),
  /** Orders created on or before this day (the whole day). */
  to: optional(z.iso.date('date_invalid')),
  /** Part of the buyer's email or name (any case), or the order number (`1042` or `#1042`). */
  q: optional(z.string().trim().max(200, 'text_too_long')),
  /** `to_ship`: paid, with gear neither shipped nor refunded; `shipped`: gear handed over. */
  shipping: optional(z.enum(['to_ship', 'shipped'], 'shipping_invalid')),
}

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  query.from === undefined || query.to === undefined || query.from <= query.to
const dateRange = { path: ['to'], message: 'date_range_invalid' }

/** `GET admin/orders/export.csv`: the list's filters, every matching order (no paging). */
export const OrderExportQuery = z.object(orderFilters).refine(fromNotAfterTo, dateRange)
export type OrderExportQuery = z.infer<typeof OrderExportQuery>

/** `GET admin/orders`: filters and paging, newest first. */
export const OrderListQuery = z
  .object({
    ...orderFilters,
    limit: z.preprocess(
      absentWhenBlank,
      whole('limit_invalid', 1, ORDERS_PAGE_MAX).default(ORDERS_PAGE_DEFAULT),
    ),
    offset: z.preprocess(absentWhenBlank, whole('offset_invalid', 0, 1_000_000).default(0)),
  })
  .refine(fromNotAfterTo, dateRange)
export type OrderListQuery = z.infer<typeof OrderListQuery>

const status = z.enum(ORDER_STATUSES)
const cents = z.number().int()
const timestamp = z.string()

/** One row of the Sales list. */
export const AdminOrderSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: timestamp,
  email: z.string(),
  name: z.string(),
  status,
  total_cents: cents,
  currency: z.string(),
  /** Units bought: one per track licence, the quantity of each gear line. */
  item_count: z.number().int(),
  /** E.g. `Midnight Circuit (commercial), KV-1 Studio Headphones × 2`. */
  items_summary: z.string(),
  /** `to_ship`: paid, with gear not yet marked shipped; `none`: nothing to ship (or not paid). */
  shipping: z.enum(SHIPPING_STATES),
  /** Paid, with some lines refunded (a refund by line); the rest still stands. */
  partly_refunded: z.boolean(),
})
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>

/** `GET admin/orders` → 200. `total` counts every order matching the filters. */
export const AdminOrderList = z.object({
  items: z.array(AdminOrderSummary),
  total: z.number().int(),
})
export type AdminOrderList = z.infer<typeof AdminOrderList>

export const AdminOrderItem = z.object({
  id: z.string(),
  kind: z.enum(['track', 'product']),
  /** The track's or product's slug today (the title is as sold). */
  slug: z.string().nullable(),
  title: z.string(),
  licence: z.enum(LICENCES).nullable(),
  quantity: z.number().int(),
  unit_price_cents: cents,
  total_cents: cents,
  /** Free as part of the licence bundle. */
  bundle_free: z.boolean(),
  /** When this line was refunded (refunded by line, or with the whole order's refund). */
  refunded_at: timestamp.nullable(),
  /** A refund of this line is on its way to Stripe. */
  refund_pending: z.boolean(),
  /** Refunded gear: put back in stock (it had not shipped) or expected back (it had). */
  gear_outcome: z.enum(['restocked', 'returned']).nullable(),
  /** What refunding this line alone gives back: its price less its share of the discounts. */
  refundable_cents: cents,
})
export type AdminOrderItem = z.infer<typeof AdminOrderItem>

export const AdminLicenceGrant = z.object({
  id: z.string(),
  number: z.string(),
  title: z.string(),
  licence: z.enum(LICENCES),
  holder_name: z.string(),
  holder_email: z.string(),
  downloads_left: z.number().int(),
  issued_at: timestamp,
  /** Set when the licence was revoked (a refund revokes every licence of the order). */
  revoked_at: timestamp.nullable(),
})
export type AdminLicenceGrant = z.infer<typeof AdminLicenceGrant>

export const AdminShippingAddress = z.object({
  name: z.string().nullable(),
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
})
export type AdminShippingAddress = z.infer<typeof AdminShippingAddress>

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const

/** An email about the order, from the outbox: the buyer's, the owner's, and each resend. */
export const AdminOrderEmail = z.object({
  id: z.string(),
  /** `order_buyer`, `order_owner`, `order_buyer_resend`. */
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  last_error: z.string().nullable(),
})
export type AdminOrderEmail = z.infer<typeof AdminOrderEmail>

/** Gear handed to a carrier: recorded once per order, and the buyer is emailed. */
export const AdminShipment = z.object({
  shipped_at: timestamp,
  carrier: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
})
export type AdminShipment = z.infer<typeof AdminShipment>

/** `GET admin/orders/{id}` → 200 (404 `order_not_found`). */
export const AdminOrderDetail = z.object({
  id: z.string(),
  number: z.number().int(),
  status,
  created_at: timestamp,
  email: z.string(),
  name: z.string(),
  locale: z.string(),
  currency: z.string(),
  subtotal_cents: cents,
  /** What the licence bundle took off (its free lines cost 0). */
  bundle_discount_cents: cents,
  /** What the promotion code took off, and the code when it is one of the owner's. */
  discount_cents: cents,
  promotion_code: z.string().nullable(),
  /** The shipping rate the buyer chose and its price, in `total_cents` (0: none or included). */
  shipping_cents: cents,
  shipping_rate: z.string().nullable(),
  total_cents: cents,
  payment_intent_id: z.string().nullable(),
  paid_at: timestamp.nullable(),
  refunded_at: timestamp.nullable(),
  /** Refunded so far, by line or whole (the whole total once `refunded`). */
  refunded_cents: cents,
  /** When it stopped being pending without being paid (expired, cancelled) or was refunded. */
  closed_at: timestamp.nullable(),
  shipping_address: AdminShippingAddress.nullable(),
  /** The order holds gear not refunded, so it is shipped once paid. */
  has_gear: z.boolean(),
  shipment: AdminShipment.nullable(),
  items: z.array(AdminOrderItem),
  licences: z.array(AdminLicenceGrant),
  /** Oldest first. */
  emails: z.array(AdminOrderEmail),
})
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>

/** `POST admin/orders/{id}/resend` → 202 (404 `order_not_found`, 409 `order_not_paid`). */
export const ResendQueued = z.object({ queued: z.literal(true) })
export type ResendQueued = z.infer<typeof ResendQueued>

/** At most one line per id; an order has far fewer lines than this. */
export const REFUND_ITEMS_MAX = 100

/**
 * `POST admin/orders/{id}/refund` with no body (or `{}`): the whole order. Stripe's
 * `charge.refunded` webhook then marks it refunded and revokes its licences: read it again.
 * With `{ items: [order item ids] }`: those lines only, at what they were paid (discounts shared
 * out as the order recorded them; the last lines left take the rest, shipping included). Their
 * licences are revoked, unshipped gear restocked and shipped gear marked returned before the
 * answer, and the buyer is emailed. 404 `order_not_found`, 409 `order_not_paid`,
 * `order_item_already_refunded`, `refund_in_progress`, 422 `order_item_unknown` (fields name the
 * ids), `validation_failed`, 502 `payment_provider_error`.
 */
export const RefundInput = z.strictObject({
  items: z
    .array(z.uuid('order_item_invalid'), 'items_invalid')
    .min(1, 'items_required')
    .max(REFUND_ITEMS_MAX, 'items_too_many')
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      message: 'items_duplicated',
    })
    .optional(),
})
export type RefundInput = z.infer<typeof RefundInput>

/** → 202. `amount_cents` and `items` only for a refund by line (`items`: the lines refunded). */
export const RefundStarted = z.object({
  refund_id: z.string(),
  status: z.string(),
  amount_cents: cents.optional(),
  items: z.array(z.string()).optional(),
})
export type RefundStarted = z.infer<typeof RefundStarted>

const shipmentText = (max: number) =>
  z.string('text_invalid').trim().min(1, 'text_required').max(max, 'text_too_long')

/**
 * `POST admin/orders/{id}/shipment` → 201 `AdminShipment` (404 `order_not_found`, 409
 * `order_not_paid`, `order_has_no_gear`, `order_already_shipped`, 422 by field). The buyer's
 * email is queued with it.
 */
export const ShipmentInput = z.strictObject({
  carrier: shipmentText(60),
  /** Letters, digits, spaces and dashes, as carriers print them. */
  tracking_number: shipmentText(60).pipe(
    z.string().regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'tracking_number_invalid'),
  ),
  /** The carrier's tracking page for this parcel, https only. */
  tracking_url: z.preprocess(absentWhenBlank, HttpsUrl.nullish()),
})
export type ShipmentInput = z.infer<typeof ShipmentInput>

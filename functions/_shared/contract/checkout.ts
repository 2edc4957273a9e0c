import { z } from 'zod'
import { LOCALES } from './forms.ts'
import { LicenceFile } from './licence-files.ts'

// The checkout request and the order the payment-success page shows, shared by the site function
// (the authority) and the web client. Messages are error codes; the client translates
// `errors.<code>`. Money is always in integer cents of `currency`.

/**
 * In the order the pages show them. `wav` (the WAV master) and `trackout` (the WAV and its stems)
 * are offered when the owner priced them and uploaded their files. `exclusive` is sold once per
 * track, only when the owner set an exclusive price: paying for it takes the track off sale
 * (licences sold before stay valid).
 */
export const LICENCES = ['private', 'commercial', 'wav', 'trackout', 'exclusive'] as const
export const Licence = z.enum(LICENCES, 'licence_invalid')
export type Licence = z.infer<typeof Licence>

export const MAX_CART_LINES = 50
export const MAX_PRODUCT_QUANTITY = 99

/**
 * How many units of a product one order may hold while it is being paid: all but one when two or
 * more are left, so that a single unpaid checkout never takes a product off the shop for everyone
 * else (private.place_order applies the same rule under the product's row lock).
 */
export function maxPerOrder(available: number): number {
  const left = Math.max(0, Math.floor(available))
  return Math.min(MAX_PRODUCT_QUANTITY, left >= 2 ? left - 1 : left)
}

/** Unpaid checkouts holding gear that one email, or one network address, may have open at once. */
export const OPEN_CHECKOUTS_PER_EMAIL = 2
// Generous per address: a venue's or a festival's wifi puts many buyers behind one.
export const OPEN_CHECKOUTS_PER_ADDRESS = 10

const slug = z
  .string('slug_invalid')
  .max(120, 'slug_invalid')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug_invalid')

export const TrackLine = z.strictObject({
  kind: z.literal('track'),
  slug,
  licence: Licence,
})

export const ProductLine = z.strictObject({
  kind: z.literal('product'),
  slug,
  quantity: z
    .number('quantity_invalid')
    .int('quantity_invalid')
    .min(1, 'quantity_invalid')
    .max(MAX_PRODUCT_QUANTITY, 'quantity_invalid'),
})

export const CartLine = z.discriminatedUnion('kind', [TrackLine, ProductLine], 'item_invalid')
export type CartLine = z.infer<typeof CartLine>

/**
 * One line per track and licence, one per product: the cart merges repeats before sending. The
 * exclusive rights include every use, so they come alone: no other licence of the same track.
 */
export function clashesWithEarlier(line: CartLine, earlier: readonly CartLine[]): boolean {
  return earlier.some((other) => {
    if (other.kind !== line.kind || other.slug !== line.slug) return false
    if (line.kind === 'product' || other.kind === 'product') return true
    return (
      other.licence === line.licence ||
      other.licence === 'exclusive' ||
      line.licence === 'exclusive'
    )
  })
}

/**
 * A code as buyers type it (Stripe's characters: letters, digits and dashes), in capitals; an
 * empty field means no code.
 */
export const PromotionCodeInput = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string('promotion_code_invalid')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, 'promotion_code_invalid')
    .optional(),
)

export const CheckoutInput = z.strictObject({
  items: z
    .array(CartLine, 'cart_empty')
    .min(1, 'cart_empty')
    .max(MAX_CART_LINES, 'cart_too_large')
    .superRefine((lines, ctx) => {
      for (const [index, line] of lines.entries()) {
        if (clashesWithEarlier(line, lines.slice(0, index)))
          ctx.addIssue({ code: 'custom', path: [index], message: 'duplicate_item' })
      }
    }),
  email: z.string('email_invalid').trim().max(254, 'email_invalid').pipe(z.email('email_invalid')),
  /** The licence holder's full name, printed on the certificates. */
  name: z.string('name_too_short').trim().min(2, 'name_too_short').max(120, 'name_too_long'),
  locale: z.enum(LOCALES, 'locale_invalid').default('es'),
  /** A promotion code to apply; without one, the buyer may type one on Stripe's page. */
  promotion_code: PromotionCodeInput,
})
export type CheckoutInput = z.infer<typeof CheckoutInput>

/**
 * `POST site/checkout/quote`: the cart priced as checkout will price it, with the promotion code
 * applied, so the cart shows the discount and the new total before Stripe's page. 422 with
 * `fields.promotion_code` for a code that cannot be used; 409 for lines that cannot be bought.
 */
export const CheckoutQuoteInput = z.strictObject({
  items: CheckoutInput.shape.items,
  promotion_code: PromotionCodeInput,
})
export type CheckoutQuoteInput = z.infer<typeof CheckoutQuoteInput>

export const CheckoutQuote = z.strictObject({
  /** Every line at its catalogue price. */
  subtotal: z.number().int(),
  /** What the licence bundle takes off. */
  bundle_discount: z.number().int(),
  /** What the promotion code takes off. */
  discount: z.number().int(),
  /** The code applied, in capitals; null without one. */
  promotion_code: z.string().nullable(),
  /** subtotal - bundle - discount: what is paid before shipping, which Stripe's page adds. */
  total: z.number().int(),
  currency: z.string().length(3),
})
export type CheckoutQuote = z.infer<typeof CheckoutQuote>

/** `POST site/checkout` → 201. `url` is the Stripe Checkout page to send the buyer to. */
export const CheckoutCreated = z.strictObject({ order_id: z.uuid(), url: z.url() })
export type CheckoutCreated = z.infer<typeof CheckoutCreated>

/** Why a cart line cannot be bought: the 409's `error.code` and `error.fields['items.<index>']`. */
export const CART_PROBLEMS = [
  'item_unavailable',
  'out_of_stock',
  'price_changed',
  /** Another buyer is paying for this track's exclusive rights right now. */
  'exclusive_on_hold',
] as const
export type CartProblem = (typeof CART_PROBLEMS)[number]

export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'expired', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const OrderItemView = z.strictObject({
  kind: z.enum(['track', 'product']),
  slug: z.string().nullable(),
  title: z.string(),
  licence: Licence.nullable(),
  quantity: z.number().int(),
  /** What the line cost: 0 for a licence the bundle made free. */
  unit_price: z.number().int(),
  total: z.number().int(),
  /** Free as part of the licence bundle (one private licence in three). */
  bundle_free: z.boolean(),
})
export type OrderItemView = z.infer<typeof OrderItemView>

export const OrderDownloadView = z.strictObject({
  grant_id: z.uuid(),
  title: z.string(),
  artist: z.string(),
  licence: Licence,
  /** One download per file of the licence: the MP3, the WAV, the stems (a zip). */
  format: LicenceFile,
  /** Counts one download and redirects to the file; works `downloads_left` more times. */
  url: z.url(),
  downloads_left: z.number().int(),
})
export type OrderDownloadView = z.infer<typeof OrderDownloadView>

export const OrderLicenceView = z.strictObject({
  number: z.string(),
  title: z.string(),
  licence: Licence,
  pdf_url: z.url(),
  verify_url: z.url(),
})
export type OrderLicenceView = z.infer<typeof OrderLicenceView>

/** `GET site/orders/by-session/{checkout_session_id}`: what the payment-success page shows. */
export const OrderView = z.strictObject({
  id: z.uuid(),
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  name: z.string(),
  items: z.array(OrderItemView),
  /** The catalogue prices of every line, before any discount. */
  subtotal: z.number().int(),
  /** What the licence bundle took off. */
  bundle_discount: z.number().int(),
  /** What the promotion code took off (known once paid). */
  discount: z.number().int(),
  /** The promotion code used, when it is one of the owner's. */
  promotion_code: z.string().nullable(),
  /** What the buyer pays: subtotal - bundle - discount + shipping (what Stripe charged, once paid). */
  total: z.number().int(),
  currency: z.string().length(3),
  /** Empty until the order is paid, and again once it is refunded. */
  downloads: z.array(OrderDownloadView),
  licences: z.array(OrderLicenceView),
  /** The order has gear to ship. */
  shipping: z.boolean(),
  /** What shipping cost, in `total` (0 while unpaid, or when it was included in the prices). */
  shipping_cents: z.number().int(),
  /** The shipping rate chosen at checkout, as it was named there. */
  shipping_rate: z.string().nullable(),
  /** The VAT in `total` (0 when none was owed, e.g. a reverse charge or outside the EU). */
  tax: z.number().int(),
  /** Whether the catalogue prices included VAT when the order was placed. */
  prices_include_tax: z.boolean(),
  /** Stripe's invoice for the paid order (a link that opens its PDF), once it exists. */
  invoice_url: z.url().nullable(),
})
export type OrderView = z.infer<typeof OrderView>

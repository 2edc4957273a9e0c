import type { OrderStatus } from '../contract/checkout.ts'
import type { Locale } from '../contract/forms.ts'
import type { LicenceFile } from '../contract/licence-files.ts'
import { runAs, type Tx } from '../db/request-context.ts'
import type { TableRow } from '../db/rows.ts'
import { queueEmails } from '../email/outbox.ts'
import { isUuid } from '../http/params.ts'
import {
  appliedPromotionCode,
  type CheckoutSessionFacts,
  chosenShipping,
  invoiceId,
  isPaid,
  paymentIntentId,
  shippingAddress,
  taxFacts,
} from './checkout-session.ts'
import { DOWNLOADS_PER_LICENCE, type OrdersDeps, STRIPE_IDENTITY } from './deps.ts'
import { buyerEmail } from './emails/buyer-email.ts'
import { ownerEmail } from './emails/owner-email.ts'
import type { SoldOrder } from './emails/sold-order.ts'
import { claimExclusiveRights, exclusiveSoldRefundEmail } from './exclusive.ts'
import { newAccessToken, newLicenceNumber } from './licence-number.ts'
import { certificateUrl, downloadUrl, invoiceUrl } from './links.ts'
import { reviveRecoveredOrder } from './recovery.ts'
import { releaseInTransaction } from './release.ts'
import { commitReservedStock } from './reservations.ts'
import { nextStatus } from './transitions.ts'
import { recordUnmatchedPayment, type UnmatchedReason } from './unmatched.ts'

export type FulfilOutcome =
  | { result: 'fulfilled'; orderId: string; licences: number }
  | { result: 'already_fulfilled' | 'not_paid'; orderId: string }
  | { result: 'not_pending'; orderId: string; status: OrderStatus }
  | { result: 'unknown_order' }
  /** Paid, but no open order can take it: kept for an automatic refund, the owner told. */
  | { result: 'unmatched'; reason: UnmatchedReason; orderId: string | null }

/** `number` read as an integer; the shipping options as checkout offered them. */
type OrderRow = Pick<
  TableRow<'orders'>,
  | 'id'
  | 'status'
  | 'email'
  | 'name'
  | 'locale'
  | 'currency'
  | 'subtotal_cents'
  | 'bundle_discount_cents'
  | 'total_cents'
  | 'fulfilled_at'
  | 'terms_version'
  | 'prices_include_tax'
> & {
  number: number
  shipping_options: { id: string; name: string; amount_cents: number }[]
}

/** A line, with its track's artist. */
type ItemRow = Pick<
  TableRow<'order_items'>,
  'id' | 'kind' | 'title' | 'licence' | 'quantity' | 'unit_price_cents' | 'bundle_free' | 'track_id'
> & {
  artist: string | null
  /** The files the licence delivers (lines from before tiers: null, the MP3). */
  licence_files: LicenceFile[] | null
}

/** The owner's `owner_locale` is one of the languages its check allows. */
type Settings = Pick<TableRow<'settings'>, 'brand_name' | 'contact_email'> & {
  owner_locale: Locale
}

/**
 * Delivers a paid order exactly once, however often and however concurrently it is asked to (the
 * webhook, its replays, and the payment-success page all call this). Pass the session when Stripe
 * already gave it (a verified event); otherwise it is fetched from Stripe.
 */
export async function fulfil(
  deps: OrdersDeps,
  checkoutSessionId: string,
  session?: CheckoutSessionFacts,
): Promise<FulfilOutcome> {
  const facts = session ?? (await deps.stripe.checkout.sessions.retrieve(checkoutSessionId))
  if (facts.id !== checkoutSessionId) {
    throw new Error(`Asked to fulfil ${checkoutSessionId} with session ${facts.id}`)
  }
  return runAs(deps.sql, STRIPE_IDENTITY, (tx) => fulfilInTransaction(tx, deps, facts))
}

/**
 * The fulfilment itself, inside the caller's service-role transaction (the webhook records the
 * event in the same one). The order row is locked first: a concurrent call waits here, then sees
 * `fulfilled_at` and does nothing.
 */
export async function fulfilInTransaction(
  tx: Tx,
  deps: OrdersDeps,
  session: CheckoutSessionFacts,
): Promise<FulfilOutcome> {
  await attachIfUnattached(tx, session)
  // Paid from a recovery link: the expired order comes back, if what it holds is still there.
  if (session.recovered_from && isPaid(session)) await reviveRecoveredOrder(tx, session)
  const [order] = await tx<OrderRow[]>`
    select id, number::integer as number, status, email, name, locale, currency, subtotal_cents,
      bundle_discount_cents, total_cents, fulfilled_at, shipping_options, terms_version,
      prices_include_tax
    from public.orders where stripe_checkout_session_id = ${session.id}
    for update`
  if (!order) {
    if (!isPaid(session)) return { result: 'unknown_order' }
    await recordUnmatchedPayment(tx, deps, session, 'unknown_order', null)
    return { result: 'unmatched', reason: 'unknown_order', orderId: null }
  }
  if (order.fulfilled_at) return { result: 'already_fulfilled', orderId: order.id }
  if (!isPaid(session)) return { result: 'not_paid', orderId: order.id }
  // Refunded already: that payment's money is back with the buyer.
  if (order.status === 'refunded') {
    return { result: 'not_pending', orderId: order.id, status: order.status }
  }
  if (nextStatus(order.status, 'paid') === null) {
    // Stripe took money for an order we had already closed: nothing is delivered; the money goes
    // back and the owner is told.
    await recordUnmatchedPayment(tx, deps, session, 'order_closed', order)
    return { result: 'unmatched', reason: 'order_closed', orderId: order.id }
  }

  const items = await tx<ItemRow[]>`
    select i.id, i.kind, i.title, i.licence, i.quantity, i.unit_price_cents, i.bundle_free,
      i.track_id, t.artist, i.licence_files
    from public.order_items as i
    left join public.tracks as t on t.id = i.track_id
    where i.order_id = ${order.id}
    order by i.kind, i.title, i.licence`
  const settings = await readSettings(tx)
  // Tracks are locked before products, as checkout locks them.
  const taken = await claimExclusiveRights(tx, order.id, items)
  if (taken) {
    // Another buyer's exclusive purchase got there first: nothing of this order can be sold.
    await releaseInTransaction(tx, order.id, 'cancelled')
    await recordUnmatchedPayment(tx, deps, session, 'exclusive_sold', order)
    await queueEmails(tx, [
      exclusiveSoldRefundEmail({
        orderId: order.id,
        number: order.number,
        locale: order.locale,
        name: order.name,
        email: order.email,
        trackTitle: taken.title,
        amountCents: session.amount_total ?? order.total_cents,
        currency: order.currency,
        brandName: settings.brand_name,
        contactEmail: settings.contact_email,
      }),
    ])
    return { result: 'unmatched', reason: 'exclusive_sold', orderId: order.id }
  }
  await commitReservedStock(tx, order.id)
  const licences = await grantLicences(tx, deps, order, items)
  const address = shippingAddress(session)
  // The rate the buyer chose, named as it was offered; the order's total then includes it.
  const shipping = chosenShipping(session)
  const shippingCents = shipping?.amountCents ?? 0
  const shippingRate =
    order.shipping_options.find((option) => option.id === shipping?.rateId)?.name ?? null
  const discount = await discountOf(tx, session)
  // What Stripe charged; what the order said, when the session does not say (older events).
  const totalCents = session.amount_total ?? order.total_cents - discount.cents + shippingCents
  const tax = taxFacts(session)
  // Stripe requires the terms box ticked before it takes the payment: its consent is the record.
  const termsAccepted = session.consent?.terms_of_service === 'accepted'
  await tx`
    update public.orders
    set status = 'paid', paid_at = now(), fulfilled_at = now(),
      stripe_payment_intent_id = ${paymentIntentId(session)},
      shipping_address = ${address ? tx.json(address) : null},
      shipping_cents = ${shippingCents}, shipping_rate = ${shippingRate},
      discount_cents = ${discount.cents}, promotion_code_id = ${discount.id},
      promotion_code = ${discount.code}, total_cents = ${totalCents},
      tax_cents = ${tax.taxCents}, net_cents = ${Math.max(totalCents - tax.taxCents, 0)},
      tax_country = ${tax.country}, tax_exempt = ${tax.taxExempt},
      buyer_business_name = ${tax.businessName}, buyer_tax_ids = ${tx.json(tax.taxIds)},
      stripe_invoice_id = ${invoiceId(session)},
      terms_accepted_at = ${termsAccepted ? tx`now()` : null}
    where id = ${order.id}`

  const sold: SoldOrder = {
    id: order.id,
    number: order.number,
    locale: order.locale,
    name: order.name,
    email: order.email,
    currency: order.currency,
    subtotalCents: order.subtotal_cents,
    bundleDiscountCents: order.bundle_discount_cents,
    discount: discount.cents > 0 ? { code: discount.code, cents: discount.cents } : null,
    totalCents,
    shipping: shipping ? { rate: shippingRate, cents: shippingCents } : null,
    licences,
    gear: items
      .filter((item) => item.kind === 'product')
      .map((item) => ({
        title: item.title,
        quantity: item.quantity,
        unitPriceCents: item.unit_price_cents,
      })),
    shippingAddress: address,
    tax: {
      cents: tax.taxCents,
      included: order.prices_include_tax,
      reverseCharge: tax.taxExempt === 'reverse',
      country: tax.country,
    },
    invoiceUrl: invoiceId(session) ? invoiceUrl(deps.env, session.id) : null,
    termsVersion: termsAccepted ? order.terms_version : null,
  }
  const context = {
    brandName: settings.brand_name,
    contactEmail: settings.contact_email,
    ownerEmail: deps.env.OWNER_EMAIL,
    ownerLocale: settings.owner_locale,
    downloadsPerLicence: DOWNLOADS_PER_LICENCE,
    siteUrl: deps.env.SITE_URL,
  }
  await queueEmails(tx, [buyerEmail(sold, context), ownerEmail(sold, context)])
  return { result: 'fulfilled', orderId: order.id, licences: licences.length }
}

async function readSettings(tx: Tx): Promise<Settings> {
  const [settings] = await tx<Settings[]>`
    select brand_name, contact_email, owner_locale from public.settings`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')
  return settings
}

/**
 * What the session's discount took off, and the owner's promotion code it came from (null for a
 * code made elsewhere, in Stripe's dashboard: the amount is still recorded).
 */
async function discountOf(
  tx: Tx,
  session: CheckoutSessionFacts,
): Promise<{ cents: number; id: string | null; code: string | null }> {
  const cents = session.total_details?.amount_discount ?? 0
  const stripeId = appliedPromotionCode(session)
  if (!stripeId) return { cents, id: null, code: null }
  const [code] = await tx<{ id: string; code: string }[]>`
    select id, code from public.promotion_codes where stripe_promotion_code_id = ${stripeId}`
  return { cents, id: code?.id ?? null, code: code?.code ?? null }
}

/** One licence grant per track line, held by the buyer named at checkout. */
async function grantLicences(
  tx: Tx,
  deps: OrdersDeps,
  order: OrderRow,
  items: ItemRow[],
): Promise<SoldOrder['licences']> {
  const issuedAt = deps.now()
  const licences: SoldOrder['licences'] = []
  for (const item of items) {
    if (item.kind !== 'track' || !item.track_id || !item.licence) continue
    const number = newLicenceNumber(issuedAt)
    const token = newAccessToken()
    // Each file of the licence gets the same number of downloads.
    const formats = item.licence_files ?? ['mp3']
    const perFile = Object.fromEntries(formats.map((format) => [format, DOWNLOADS_PER_LICENCE]))
    const [grant] = await tx<{ id: string }[]>`
      insert into public.licence_grants (number, order_id, order_item_id, track_id, licence,
        holder_name, holder_email, access_token, downloads_left, file_downloads_left)
      values (${number}, ${order.id}, ${item.id}, ${item.track_id}, ${item.licence},
        ${order.name}, ${order.email}, ${token}, ${DOWNLOADS_PER_LICENCE * formats.length},
        ${tx.json(perFile)})
      returning id`
    const files = formats.map((format) => ({
      format,
      url: downloadUrl(deps.env, grant!.id, token, format),
    }))
    licences.push({
      title: item.title,
      artist: item.artist ?? '',
      licence: item.licence,
      bundleFree: item.bundle_free,
      number,
      downloadUrl: files[0]!.url,
      files,
      certificateUrl: certificateUrl(deps.env, number, token),
    })
  }
  return licences
}

/**
 * A session the checkout opened but could not attach (a crash between Stripe's answer and the
 * attach) still names its order in its metadata: attach it now, if the order has no session yet.
 */
export async function attachIfUnattached(
  tx: Tx,
  session: Pick<CheckoutSessionFacts, 'id' | 'metadata'>,
): Promise<void> {
  const orderId = session.metadata?.order_id
  if (!isUuid(orderId)) return
  await tx`
    update public.orders set stripe_checkout_session_id = ${session.id}
    where id = ${orderId} and stripe_checkout_session_id is null
      and not exists (select 1 from public.orders where stripe_checkout_session_id = ${session.id})`
}

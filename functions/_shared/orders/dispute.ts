import type { Locale } from '../contract/forms.ts'
import type { Tx } from '../db/request-context.ts'
import { fill, formatMoney } from '../email/format.ts'
import { type OutboundEmail, queueEmails } from '../email/outbox.ts'
import { renderEmail } from '../email/render.ts'
import type { OrdersDeps } from './deps.ts'
import { orderTexts } from './emails/texts.ts'

/** The parts of a Stripe dispute the order services read. */
export type DisputeFacts = {
  id: string
  amount: number
  currency: string
  reason: string
  charge: string | { id: string }
  payment_intent?: string | { id: string } | null
}

export type DisputeOutcome =
  | { result: 'disputed'; orderId: string; revokedLicences: number }
  | { result: 'already_disputed'; orderId: string }
  | { result: 'unknown_order' | 'unmatched_payment' }

/**
 * Thrown when a dispute names a payment no order has recorded yet: its `checkout.session.completed`
 * is still on its way (events arrive in any order). The webhook answers 500 and rolls back, so
 * Stripe delivers the dispute again later, when the order knows its payment.
 */
export class DisputeBeforeFulfilment extends Error {}

/**
 * A buyer's bank disputes a payment (`charge.dispute.created`): the order is marked disputed, its
 * licences revoked (downloads and certificates close, as for a refund) and the owner told, with
 * where to find the evidence. In the webhook's transaction, once per dispute.
 */
export async function disputeInTransaction(
  tx: Tx,
  deps: Pick<OrdersDeps, 'env'>,
  dispute: DisputeFacts,
): Promise<DisputeOutcome> {
  const paymentIntent =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id
  if (!paymentIntent) return { result: 'unknown_order' }
  const [order] = await tx<
    { id: string; number: number; email: string; disputed_at: Date | null }[]
  >`
    select id, number::integer as number, email, disputed_at from public.orders
    where stripe_payment_intent_id = ${paymentIntent}
    for update`
  if (!order) {
    // A payment kept for an automatic refund (no order could take it): nothing to revoke.
    const [unmatched] = await tx`
      select 1 from public.unmatched_payments where stripe_payment_intent_id = ${paymentIntent}`
    if (unmatched) return { result: 'unmatched_payment' }
    throw new DisputeBeforeFulfilment(
      `Dispute ${dispute.id} names payment ${paymentIntent}, which no order has recorded yet`,
    )
  }
  if (order.disputed_at) return { result: 'already_disputed', orderId: order.id }
  await tx`
    update public.orders
    set disputed_at = now(), stripe_dispute_id = ${dispute.id},
      dispute_reason = ${dispute.reason.slice(0, 100)}, dispute_amount_cents = ${dispute.amount}
    where id = ${order.id}`
  const revoked = await tx`
    update public.licence_grants set revoked_at = now()
    where order_id = ${order.id} and revoked_at is null
    returning id`
  const [settings] = await tx<{ brand_name: string; owner_locale: Locale }[]>`
    select brand_name, owner_locale from public.settings`
  await queueEmails(tx, [
    disputeEmail({
      orderId: order.id,
      number: order.number,
      buyerEmail: order.email,
      amountCents: dispute.amount,
      currency: dispute.currency.toUpperCase(),
      reason: dispute.reason,
      ownerEmail: deps.env.OWNER_EMAIL,
      brandName: settings?.brand_name ?? '',
      locale: settings?.owner_locale ?? 'es',
    }),
  ])
  return { result: 'disputed', orderId: order.id, revokedLicences: revoked.length }
}

/** Stripe's reason codes as a person reads them (the code itself when unknown). */
function readableReason(reason: string): string {
  return reason.replaceAll('_', ' ')
}

function disputeEmail(notice: {
  orderId: string
  number: number
  buyerEmail: string
  amountCents: number
  currency: string
  reason: string
  ownerEmail: string
  brandName: string
  locale: Locale
}): OutboundEmail {
  const t = orderTexts(notice.locale)
  const amount = formatMoney(notice.amountCents, notice.currency, notice.locale, 'receipt')
  const body = [
    fill(t.dispute_intro, {
      email: notice.buyerEmail,
      amount,
      number: notice.number,
      reason: readableReason(notice.reason),
    }),
    t.dispute_revoked,
    t.dispute_evidence,
  ]
  return {
    dedupeKey: `order:${notice.orderId}:dispute`,
    template: 'order_dispute',
    to: notice.ownerEmail,
    ...renderEmail({
      lang: notice.locale,
      brandName: notice.brandName,
      subject: fill(t.dispute_subject, { number: notice.number, amount }),
      preheader: body[0]!,
      blocks: body.map((text) => ({ kind: 'paragraph', text })),
      footer: fill(t.unmatched_footer, { brand: notice.brandName }),
    }),
  }
}

import type { Locale } from '../contract/forms.ts'
import { runAs, type Tx } from '../db/request-context.ts'
import { fill, formatMoney } from '../email/format.ts'
import { type OutboundEmail, queueEmails } from '../email/outbox.ts'
import { renderEmail } from '../email/render.ts'
import { type CheckoutSessionFacts, paymentIntentId } from './checkout-session.ts'
import { type OrdersDeps, STRIPE_IDENTITY } from './deps.ts'
import { orderTexts } from './emails/texts.ts'

// A paid Checkout Session that no open order can take (its order was closed before the money
// arrived, or no order was ever sent to it) is never dropped: it is kept, refunded automatically,
// and reported to the owner. Recording happens in the fulfilment's transaction; the refund is a
// call to Stripe, so it runs after that transaction has committed (the rule beside runAs), and
// the email jobs retry whatever is still pending.

export type UnmatchedReason = 'unknown_order' | 'order_closed' | 'exclusive_sold'

/** Refund attempts before a payment is left to the owner (`failed`; they were emailed already). */
const MAX_REFUND_ATTEMPTS = 8

/**
 * Keeps a paid session no open order can take, once, and queues the owner's notice with it.
 * True when this call recorded it (a replay finds it already there).
 */
export async function recordUnmatchedPayment(
  tx: Tx,
  deps: Pick<OrdersDeps, 'env'>,
  session: CheckoutSessionFacts,
  reason: UnmatchedReason,
  order: { id: string; number: number } | null,
): Promise<boolean> {
  const currency = (session.currency ?? 'eur').toUpperCase()
  const amountCents = session.amount_total ?? 0
  const email = session.customer_details?.email ?? session.customer_email ?? null
  const [row] = await tx<{ id: string }[]>`
    insert into public.unmatched_payments (stripe_checkout_session_id, stripe_payment_intent_id,
      order_id, reason, amount_cents, currency, email)
    values (${session.id}, ${paymentIntentId(session)}, ${order?.id ?? null}, ${reason},
      ${amountCents}, ${currency}, ${email})
    on conflict (stripe_checkout_session_id) do nothing
    returning id`
  if (!row) return false
  const [settings] = await tx<{ brand_name: string; owner_locale: Locale }[]>`
    select brand_name, owner_locale from public.settings`
  await queueEmails(tx, [
    unmatchedPaymentEmail({
      id: row.id,
      sessionId: session.id,
      reason,
      orderNumber: order?.number ?? null,
      amountCents,
      currency,
      buyerEmail: email,
      ownerEmail: deps.env.OWNER_EMAIL,
      brandName: settings?.brand_name ?? '',
      locale: settings?.owner_locale ?? 'es',
    }),
  ])
  return true
}

/**
 * Refunds every kept payment still pending, each with its own idempotency key, outside any
 * transaction; records each answer in a transaction of its own. Called once the webhook's
 * transaction has committed, and by the email job (pg_cron, every minute) to retry.
 */
export async function refundUnmatchedPayments(
  deps: Pick<OrdersDeps, 'sql' | 'stripe'>,
): Promise<{ refunded: number; failed: number }> {
  const pending = await runAs(
    deps.sql,
    STRIPE_IDENTITY,
    (tx) => tx<{ id: string; stripe_payment_intent_id: string | null; refund_attempts: number }[]>`
      select id, stripe_payment_intent_id, refund_attempts from public.unmatched_payments
      where refund_status = 'pending'
      order by created_at
      limit 20`,
  )
  let refunded = 0
  let failed = 0
  for (const payment of pending) {
    try {
      if (!payment.stripe_payment_intent_id) throw new Error('The session names no payment intent')
      const refund = await deps.stripe.refunds.create(
        {
          payment_intent: payment.stripe_payment_intent_id,
          metadata: { unmatched_payment_id: payment.id },
        },
        { idempotencyKey: `unmatched-refund:${payment.id}` },
      )
      await runAs(
        deps.sql,
        STRIPE_IDENTITY,
        (tx) => tx`
          update public.unmatched_payments
          set refund_status = 'refunded', stripe_refund_id = ${refund.id}, refunded_at = now(),
            refund_attempts = refund_attempts + 1, last_error = null
          where id = ${payment.id}`,
      )
      refunded++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const giveUp = payment.refund_attempts + 1 >= MAX_REFUND_ATTEMPTS
      console.error(`Could not refund unmatched payment ${payment.id}: ${message}`)
      await runAs(
        deps.sql,
        STRIPE_IDENTITY,
        (tx) => tx`
          update public.unmatched_payments
          set refund_attempts = refund_attempts + 1, last_error = ${message.slice(0, 500)},
            refund_status = ${giveUp ? 'failed' : 'pending'}
          where id = ${payment.id}`,
      )
      failed++
    }
  }
  return { refunded, failed }
}

type UnmatchedNotice = {
  id: string
  sessionId: string
  reason: UnmatchedReason
  orderNumber: number | null
  amountCents: number
  currency: string
  buyerEmail: string | null
  ownerEmail: string
  brandName: string
  locale: Locale
}

/** The owner's notice, in the owner's language. */
export function unmatchedPaymentEmail(notice: UnmatchedNotice): OutboundEmail {
  const t = orderTexts(notice.locale)
  const amount = formatMoney(notice.amountCents, notice.currency, notice.locale, 'receipt')
  const values = {
    amount,
    email: notice.buyerEmail ?? '—',
    session: notice.sessionId,
    number: notice.orderNumber ?? '—',
  }
  const what = fill(
    notice.orderNumber === null
      ? t.unmatched_unknown_order
      : notice.reason === 'exclusive_sold'
        ? t.unmatched_exclusive_sold
        : notice.reason === 'order_closed'
          ? t.unmatched_order_closed
          : t.unmatched_unknown_order,
    values,
  )
  return {
    dedupeKey: `unmatched:${notice.id}:owner`,
    template: 'unmatched_payment_owner',
    to: notice.ownerEmail,
    ...(notice.buyerEmail ? { replyTo: notice.buyerEmail } : {}),
    ...renderEmail({
      lang: notice.locale,
      brandName: notice.brandName,
      subject: fill(t.unmatched_subject, values),
      preheader: what,
      blocks: [
        { kind: 'paragraph', text: what },
        { kind: 'paragraph', text: fill(t.unmatched_refund, values) },
      ],
      footer: fill(t.unmatched_footer, { brand: notice.brandName }),
    }),
  }
}

import { runAs, type Tx } from '../db/request-context.ts'
import { fill, formatMoney } from '../email/format.ts'
import type { OutboundEmail } from '../email/outbox.ts'
import { renderEmail } from '../email/render.ts'
import { type OrdersDeps, STRIPE_IDENTITY } from './deps.ts'
import { orderTexts } from './emails/texts.ts'

type TrackItem = { kind: 'track' | 'product'; track_id: string | null; licence: string | null }

/**
 * At fulfilment, under the rows' locks (the tracks in id order, before any product, as checkout
 * locks them): a track another order bought exclusively cannot be sold again, whatever this order
 * holds of it; otherwise this order's exclusive lines mark their tracks sold to it. Returns the
 * title of a track already sold, or null. The unique index on exclusive grants backs this up.
 */
export async function claimExclusiveRights(
  tx: Tx,
  orderId: string,
  items: readonly TrackItem[],
): Promise<{ title: string } | null> {
  const trackIds = [...new Set(items.flatMap((item) => (item.track_id ? [item.track_id] : [])))]
  if (trackIds.length === 0) return null
  const tracks = await tx<
    { id: string; title: string; exclusive_order_id: string | null; sold: boolean }[]
  >`
    select id, title, exclusive_order_id, exclusive_sold_at is not null as sold
    from public.tracks where id in ${tx(trackIds)}
    order by id
    for update`
  const taken = tracks.find((track) => track.sold && track.exclusive_order_id !== orderId)
  if (taken) return { title: taken.title }
  const exclusive = items.flatMap((item) =>
    item.licence === 'exclusive' && item.track_id ? [item.track_id] : [],
  )
  if (exclusive.length > 0) {
    await tx`
      update public.tracks set exclusive_order_id = ${orderId}, exclusive_sold_at = now()
      where id in ${tx(exclusive)}`
  }
  return null
}

/**
 * Once an order's exclusive licence is sold, any other buyer still at Stripe's checkout with one
 * of its tracks in the basket could only pay to be refunded: those sessions are expired instead,
 * so nobody is charged for what can no longer be sold (Stripe then sends
 * `checkout.session.expired`, which releases their orders). Runs after the sale is committed,
 * never inside a transaction. A session that completes meanwhile is refunded as before; a failure
 * here is logged and leaves that fallback in place. Returns how many sessions were expired.
 */
export async function expireSessionsOutbidBy(deps: OrdersDeps, orderId: string): Promise<number> {
  const outbid = await runAs(
    deps.sql,
    STRIPE_IDENTITY,
    (tx) => tx<{ session_id: string }[]>`
      select distinct o.stripe_checkout_session_id as session_id
      from public.orders as o
      join public.order_items as i on i.order_id = o.id
      join public.tracks as t on t.id = i.track_id
      where t.exclusive_order_id = ${orderId} and t.exclusive_sold_at is not null
        and o.id <> ${orderId} and o.status = 'pending'
        and o.stripe_checkout_session_id is not null`,
  )
  let expired = 0
  for (const { session_id: sessionId } of outbid) {
    try {
      await deps.stripe.checkout.sessions.expire(sessionId)
      expired += 1
    } catch (error) {
      // Completed or expired meanwhile: the webhook settles it (a payment is refunded).
      const reason = error instanceof Error ? error.message : String(error)
      console.warn(`Checkout Session ${sessionId} not expired after an exclusive sale: ${reason}`)
    }
  }
  return expired
}

type RefundNotice = {
  orderId: string
  number: number
  locale: string
  name: string
  email: string
  trackTitle: string
  amountCents: number
  currency: string
  brandName: string
  contactEmail: string
}

/** The buyer's word that their payment comes back: the exclusive rights went to someone else. */
export function exclusiveSoldRefundEmail(notice: RefundNotice): OutboundEmail {
  const t = orderTexts(notice.locale)
  const values = {
    number: notice.number,
    track: notice.trackTitle,
    amount: formatMoney(notice.amountCents, notice.currency, notice.locale, 'receipt'),
  }
  const intro = fill(t.refund_intro, values)
  return {
    dedupeKey: `order:${notice.orderId}:exclusive-refund`,
    template: 'order_exclusive_refund',
    to: notice.email,
    replyTo: notice.contactEmail,
    ...renderEmail({
      lang: notice.locale,
      brandName: notice.brandName,
      subject: fill(t.refund_subject, values),
      preheader: intro,
      blocks: [
        { kind: 'paragraph', text: fill(t.greeting, { name: notice.name }) },
        { kind: 'paragraph', text: intro },
        { kind: 'paragraph', text: fill(t.refund_body, values) },
        { kind: 'note', text: t.help },
      ],
      footer: fill(t.footer, { number: notice.number, brand: notice.brandName }),
    }),
  }
}

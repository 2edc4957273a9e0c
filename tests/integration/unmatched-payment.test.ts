import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import {
  pay,
  sessionIdOf,
  startTestPlatform,
  stripeEvent,
  type TestPlatform,
} from './helpers/platform.ts'

// Money Stripe takes that no open order can take is never lost: kept, refunded automatically
// (after the webhook's transaction, with an idempotency key) and reported to the owner through
// the outbox. Through the whole platform: the Stripe sandbox, its webhooks, the mail outbox.

type Unmatched = {
  id: string
  stripe_checkout_session_id: string
  stripe_payment_intent_id: string
  order_id: string | null
  reason: string
  amount_cents: number
  currency: string
  email: string | null
  refund_status: string
  stripe_refund_id: string | null
}

describe('a payment no open order can take', () => {
  let p: TestPlatform

  beforeAll(async () => {
    p = await startTestPlatform()
  })
  afterAll(async () => {
    // The sandbox's answers to the product's own calls, and its events, as stripe-node types them.
    try {
      if (p) await expectPublishedStripeTypes(p.stripeTraffic)
    } finally {
      await p?.stop()
    }
  })

  const unmatched = async (sessionId: string) =>
    (
      await p.rows<Unmatched>('unmatched_payments', {
        select: '*',
        stripe_checkout_session_id: `eq.${sessionId}`,
      })
    )[0]
  const ownerNotices = (id: string) =>
    p.rows<{ to_email: string; subject: string; text_body: string }>('email_outbox', {
      select: 'to_email,subject,text_body',
      dedupe_key: `eq.unmatched:${id}:owner`,
    })
  /** Stripe's own record: exactly one refund of the whole amount for this payment. */
  const refundedOnce = async (paymentIntent: string, amount: number) => {
    const created = await p.stripe.events.list({ type: 'refund.created', limit: 100 })
    const refunds = created.data
      .map((event) => event.data.object as { payment_intent: string; amount: number })
      .filter((refund) => refund.payment_intent === paymentIntent)
    expect(refunds.map((refund) => refund.amount)).toEqual([amount])
  }

  it('refunds a payment for an order closed before the money arrived, once, and tells the owner', async () => {
    const email = `late-${randomBytes(3).toString('hex')}@example.com`
    const response = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
        email,
        name: 'Lara Late',
        locale: 'en',
      }),
    })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    const sessionId = sessionIdOf(url)
    // The order closes first (its payment method failed, say), then the buyer pays after all.
    await p.platform.sql`
      update public.orders set status = 'cancelled', closed_at = now()
      where stripe_checkout_session_id = ${sessionId}`
    await pay(url, { shipping: false })
    await p.delivered(sessionId, 'checkout.session.completed')

    const kept = await waitFor('the payment to be refunded', async () => {
      const row = await unmatched(sessionId)
      return row?.refund_status === 'refunded' && row
    })
    expect(kept).toMatchObject({
      reason: 'order_closed',
      amount_cents: 2900,
      currency: 'EUR',
      email,
      stripe_refund_id: expect.stringMatching(/^re_/),
    })
    await refundedOnce(kept.stripe_payment_intent_id, 2900)
    const [order] = await p.rows<{ status: string }>('orders', {
      select: 'status',
      stripe_checkout_session_id: `eq.${sessionId}`,
    })
    expect(order?.status).toBe('cancelled')
    const grants = await p.rows('licence_grants', { select: 'id', order_id: `eq.${kept.order_id}` })
    expect(grants).toEqual([])
    const notices = await ownerNotices(kept.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.to_email).toBe('owner@example.com')
    expect(notices[0]?.text_body).toContain(sessionId)

    // The same payment reported again (an event of its own, as the success page's check or a
    // second endpoint would): nothing more is kept, refunded or emailed.
    const again = await p.deliverEvent(
      stripeEvent(
        'checkout.session.completed',
        await p.stripe.checkout.sessions.retrieve(sessionId),
      ),
    )
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ outcome: { result: 'unmatched' } })
    await refundedOnce(kept.stripe_payment_intent_id, 2900)
    expect(await ownerNotices(kept.id)).toHaveLength(1)
  })

  it('refunds a paid session that no order was ever sent to', async () => {
    const session = await p.stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
      customer_email: 'stranger@example.com',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Not ours' } },
        },
      ],
    })
    await pay(session.url as string, { shipping: false })
    await p.delivered(session.id, 'checkout.session.completed')
    const kept = await waitFor('the payment to be refunded', async () => {
      const row = await unmatched(session.id)
      return row?.refund_status === 'refunded' && row
    })
    expect(kept).toMatchObject({ reason: 'unknown_order', order_id: null, amount_cents: 1500 })
    await refundedOnce(kept.stripe_payment_intent_id, 1500)
    expect(await ownerNotices(kept.id)).toHaveLength(1)
  })
})

import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteApp } from '../../functions/site/app.ts'
import { createStripeWebhookApp } from '../../functions/stripe-webhook/app.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { serveApp } from '../contract/helpers/serve.ts'
import { databaseTargets, functionsConnection, openFreshDatabase } from '../helpers/database.ts'
import {
  type Catalogue,
  env,
  insertCatalogue,
  offlineStripe,
  orderState,
  paidSession,
  placePendingOrder,
  productCounts,
} from './helpers/orders-db.ts'
import { stripeEvent } from './helpers/platform.ts'

describe.each(databaseTargets())(
  'the webhook and the order pages on $target',
  ({ target, skip }) => {
    let db: Database
    /** The functions' code runs on this: through the pooler on the server. */
    let functions: ReturnType<typeof functionsConnection>
    let catalogue: Catalogue
    const stripe = offlineStripe()

    beforeAll(async () => {
      if (skip) return
      db = await openFreshDatabase(target)
      await prepareDatabase(db.sql)
      catalogue = await insertCatalogue(db.sql)
      functions = functionsConnection(db)
    })
    afterAll(async () => {
      await functions?.close()
      await db?.close()
    })

    const webhook = () => createStripeWebhookApp({ env, sql: functions.sql, stripe })
    const deliver = (app: ReturnType<typeof webhook>, event: object) => {
      const payload = JSON.stringify(event)
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: env.STRIPE_WEBHOOK_SECRET,
      })
      return app.request('/stripe-webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      })
    }
    const event = stripeEvent
    const recorded = async (id: string) =>
      (await db.sql`select 1 from public.stripe_events where id = ${id}`).length === 1

    it.skipIf(skip)('processes one of ten concurrent deliveries of an event', async () => {
      const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue)
      const app = webhook()
      const completed = event('checkout.session.completed', paidSession(sessionId))
      const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(app, completed)))
      const bodies = await Promise.all(answers.map((answer) => answer.json()))
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      expect(bodies.filter((body) => body.duplicate)).toHaveLength(9)
      expect(bodies.find((body) => !body.duplicate)).toMatchObject({
        received: true,
        type: 'checkout.session.completed',
        outcome: { result: 'fulfilled', orderId, licences: 2 },
      })
      const state = await orderState(db.sql, orderId)
      expect(state.order.status).toBe('paid')
      expect(state.grants).toHaveLength(2)
      expect(state.emails).toHaveLength(2)
    })

    it.skipIf(skip)(
      'answers 500 and keeps no record when processing fails, so the retry works',
      async () => {
        const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
        const app = webhook()
        const id = `evt_${randomBytes(10).toString('hex')}`
        // The clock fails half-way through fulfilment (after the stock is committed, inside the
        // transaction): everything rolls back. A malformed event would be a 400, not this.
        const failing = createStripeWebhookApp({
          env,
          sql: functions.sql,
          stripe,
          now: () => {
            throw new Error('The clock failed')
          },
        })
        const failed = await deliver(
          failing,
          event('checkout.session.completed', paidSession(sessionId), id),
        )
        expect(failed.status).toBe(500)
        expect((await failed.json()).error.code).toBe('internal')
        expect(await recorded(id)).toBe(false)
        expect((await orderState(db.sql, orderId)).order.status).toBe('pending')

        const retried = await deliver(
          app,
          event('checkout.session.completed', paidSession(sessionId), id),
        )
        expect(retried.status).toBe(200)
        expect(await recorded(id)).toBe(true)
        expect((await orderState(db.sql, orderId)).order.status).toBe('paid')
      },
    )

    it.skipIf(skip)(
      'releases on expiry or failed payment, refunds in full only, ignores the rest',
      async () => {
        const before = await productCounts(db.sql, catalogue.productId)
        const app = webhook()
        const expired = await placePendingOrder(db.sql, catalogue)
        const failed = await placePendingOrder(db.sql, catalogue)
        expect((await productCounts(db.sql, catalogue.productId)).reserved).toBe(
          before.reserved + 4,
        )
        await deliver(
          app,
          event('checkout.session.expired', { id: expired.sessionId, status: 'expired' }),
        )
        await deliver(app, event('checkout.session.async_payment_failed', { id: failed.sessionId }))
        expect((await orderState(db.sql, expired.orderId)).order.status).toBe('expired')
        expect((await orderState(db.sql, failed.orderId)).order.status).toBe('cancelled')
        expect(await productCounts(db.sql, catalogue.productId)).toEqual(before)

        const sold = await placePendingOrder(db.sql, catalogue, 1)
        const session = paidSession(sold.sessionId)
        await deliver(app, event('checkout.session.completed', session))
        const charge = {
          id: 'ch_1',
          object: 'charge',
          payment_intent: session.payment_intent,
          metadata: {},
        }
        const partial = await deliver(app, event('charge.refunded', { ...charge, refunded: false }))
        expect((await partial.json()).outcome).toEqual({ result: 'partial_refund_ignored' })
        expect((await orderState(db.sql, sold.orderId)).order.status).toBe('paid')
        const full = await deliver(app, event('charge.refunded', { ...charge, refunded: true }))
        expect((await full.json()).outcome).toMatchObject({
          result: 'refunded',
          revokedLicences: 2,
        })
        expect((await orderState(db.sql, sold.orderId)).order.status).toBe('refunded')

        const other = await deliver(app, event('customer.created', { id: 'cus_1' }))
        expect(other.status).toBe(200)
        expect((await other.json()).outcome).toEqual({ ignored: true })
      },
    )

    it.skipIf(skip)('shows the order paid from Stripe before the webhook arrives', async () => {
      const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
      const session = paidSession(sessionId)
      const asked: string[] = []
      const stub = offlineStripe()
      stub.checkout.sessions.retrieve = (async (id: string) => {
        asked.push(id)
        return session
      }) as unknown as typeof stub.checkout.sessions.retrieve
      const site = createSiteApp({ env, sql: functions.sql, stripe: stub })

      const response = await site.request(`/site/orders/by-session/${sessionId}`)
      expect(response.status).toBe(200)
      const view = await response.json()
      expect(asked).toEqual([sessionId])
      expect(view).toMatchObject({ id: orderId, status: 'paid', shipping: true })
      expect(view.downloads).toHaveLength(2)
      expect(view.downloads[0].url).toMatch(
        /^http:\/\/127\.0\.0\.1:9\/functions\/v1\/site\/downloads\//,
      )
      expect(view.licences.map((licence: { title: string }) => licence.title).sort()).toEqual([
        'Dawn Patrol',
        'Night Drive',
      ])

      // Paid orders are not asked about again.
      await site.request(`/site/orders/by-session/${sessionId}`)
      expect(asked).toHaveLength(1)
    })

    it.skipIf(skip)(
      'cancels the order and gives its gear back when Stripe cannot open the checkout',
      async () => {
        const stockBefore = await productCounts(db.sql, catalogue.productId)
        const stub = offlineStripe()
        stub.checkout.sessions.create = (async () => {
          throw new Error('Stripe is down')
        }) as unknown as typeof stub.checkout.sessions.create
        const site = createSiteApp({ env, sql: functions.sql, stripe: stub })
        const response = await site.request('/site/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [
              { kind: 'track', slug: 'night-drive', licence: 'private' },
              { kind: 'product', slug: 'record-crate', quantity: 2 },
            ],
            email: 'down@example.com',
            name: 'Dana Down',
            locale: 'de',
          }),
        })
        expect(response.status).toBe(502)
        expect((await response.json()).error.code).toBe('payment_provider_unavailable')
        // The order was committed before Stripe was called (no network call inside a transaction);
        // with no session to pay, it is closed at once and holds nothing.
        const orders = await db.sql<
          { status: string; stripe_checkout_session_id: string | null }[]
        >`
        select status::text, stripe_checkout_session_id from public.orders
        where email = 'down@example.com'`
        expect(orders).toEqual([{ status: 'cancelled', stripe_checkout_session_id: null }])
        expect(await productCounts(db.sql, catalogue.productId)).toEqual(stockBefore)
      },
    )

    it.skipIf(skip)(
      'fulfils a paid session that was never attached, by the order in its metadata',
      async () => {
        const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
        // A crash between Stripe's answer and the attach: the order has no session.
        await db.sql`update public.orders set stripe_checkout_session_id = null where id = ${orderId}`
        const unattached = await deliver(
          webhook(),
          event('checkout.session.completed', {
            ...paidSession(sessionId),
            metadata: { order_id: orderId },
          }),
        )
        expect((await unattached.json()).outcome).toMatchObject({ result: 'fulfilled', orderId })
        const [order] = await db.sql<{ status: string; stripe_checkout_session_id: string }[]>`
          select status::text, stripe_checkout_session_id from public.orders where id = ${orderId}`
        expect(order).toEqual({ status: 'paid', stripe_checkout_session_id: sessionId })
      },
    )

    it.skipIf(skip)(
      'releases the gear of a session that expired without ever being attached',
      async () => {
        const before = await productCounts(db.sql, catalogue.productId)
        const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
        await db.sql`update public.orders set stripe_checkout_session_id = null where id = ${orderId}`
        const expired = await deliver(
          webhook(),
          event('checkout.session.expired', {
            id: sessionId,
            object: 'checkout.session',
            status: 'expired',
            payment_status: 'unpaid',
            metadata: { order_id: orderId },
          }),
        )
        expect((await expired.json()).outcome).toEqual({ released: true, recovery: 'no_consent' })
        const [order] = await db.sql<{ status: string }[]>`
          select status::text from public.orders where id = ${orderId}`
        expect(order?.status).toBe('expired')
        expect(await productCounts(db.sql, catalogue.productId)).toEqual(before)
      },
    )

    it.skipIf(skip)('does not count a download when Storage cannot sign its link', async () => {
      const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
      await deliver(webhook(), event('checkout.session.completed', paidSession(sessionId)))
      const [grant] = (await orderState(db.sql, orderId)).grants
      const signRequests: string[] = []
      const storage = await serveApp({
        fetch: (request) => {
          signRequests.push(new URL(request.url).pathname)
          return Response.json({ statusCode: '503', error: 'unavailable' }, { status: 503 })
        },
      })
      try {
        const site = createSiteApp({
          env: { ...env, SUPABASE_URL: storage.origin },
          sql: functions.sql,
          stripe,
        })
        const response = await site.request(
          `/site/downloads/${grant!.id}?token=${grant!.access_token}`,
        )
        expect(response.status).toBe(500)
        expect(await response.json()).toEqual({
          error: { code: 'internal', message: expect.any(String) },
        })
      } finally {
        await storage.close()
      }
      expect(signRequests).toEqual([
        expect.stringMatching(
          /^\/storage\/v1\/object\/sign\/tracks\/(night-drive|dawn-patrol)\.mp3$/,
        ),
      ])
      const after = (await orderState(db.sql, orderId)).grants.find((g) => g.id === grant!.id)
      expect(after).toMatchObject({ downloads_left: 5 })
    })
  },
)

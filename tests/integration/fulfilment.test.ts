import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAs } from '../../functions/_shared/db/request-context.ts'
import { fulfil } from '../../functions/_shared/orders/fulfil.ts'
import { LICENCE_NUMBER_PATTERN } from '../../functions/_shared/orders/licence-number.ts'
import { refund } from '../../functions/_shared/orders/refund.ts'
import { release } from '../../functions/_shared/orders/release.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { databaseTargets, functionsConnection, openFreshDatabase } from '../helpers/database.ts'
import {
  type Catalogue,
  insertCatalogue,
  orderState,
  ordersDeps,
  paidSession,
  placePendingOrder,
  productCounts,
} from './helpers/orders-db.ts'

const count = <T>(values: T[], value: T) => values.filter((candidate) => candidate === value).length

describe.each(databaseTargets())('order fulfilment on $target', ({ target, skip }) => {
  let db: Database
  /** The functions' code runs on this: through the pooler on the server. */
  let functions: ReturnType<typeof functionsConnection>
  let catalogue: Catalogue

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

  it.skipIf(skip)('delivers an order once when ten fulfilments run at the same time', async () => {
    const before = await productCounts(db.sql, catalogue.productId)
    const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue)
    expect(await productCounts(db.sql, catalogue.productId)).toEqual({
      stock: before.stock,
      reserved: before.reserved + 2,
    })
    const session = paidSession(sessionId)
    const deps = ordersDeps(functions.sql)

    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => fulfil(deps, sessionId, session)),
    )
    const results = outcomes.map((outcome) => outcome.result)
    expect(count(results, 'fulfilled')).toBe(1)
    expect(count(results, 'already_fulfilled')).toBe(9)

    const { order, grants, emails } = await orderState(db.sql, orderId)
    expect(order).toMatchObject({
      status: 'paid',
      stripe_payment_intent_id: session.payment_intent,
      shipping_address: { name: 'Bea Buyer', city: 'Paris', country: 'FR' },
    })
    expect(order.fulfilled_at).not.toBeNull()
    expect(grants).toHaveLength(2)
    for (const grant of grants) {
      expect(grant.number).toMatch(LICENCE_NUMBER_PATTERN)
      expect(grant.number.startsWith('KV-2026-')).toBe(true)
      expect(grant.access_token.length).toBeGreaterThanOrEqual(43)
      expect(grant).toMatchObject({ holder_name: 'Bea Buyer', downloads_left: 5, revoked_at: null })
    }
    expect(emails).toEqual([
      expect.objectContaining({
        dedupe_key: `order:${orderId}:buyer`,
        to_email: 'buyer@example.com',
      }),
      expect.objectContaining({
        dedupe_key: `order:${orderId}:owner`,
        to_email: 'owner@example.com',
      }),
    ])
    // The order was placed in French.
    expect(emails[0]!.subject).toMatch(
      /^Commande n°\u00a0\d+\u00a0: vos téléchargements et licences$/,
    )
    expect(await productCounts(db.sql, catalogue.productId)).toEqual({
      stock: before.stock - 2,
      reserved: before.reserved,
    })
  })

  it.skipIf(skip)(
    'does not deliver a completed session whose payment is still pending',
    async () => {
      const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
      const outcome = await fulfil(ordersDeps(functions.sql), sessionId, {
        ...paidSession(sessionId),
        payment_status: 'unpaid',
      })
      expect(outcome).toEqual({ result: 'not_paid', orderId })
      const { order, grants, emails } = await orderState(db.sql, orderId)
      expect(order.status).toBe('pending')
      expect(grants).toEqual([])
      expect(emails).toEqual([])
      await release(ordersDeps(functions.sql), orderId, 'cancelled')
    },
  )

  it.skipIf(skip)(
    'releases reserved stock exactly once, and never delivers a closed order',
    async () => {
      const before = await productCounts(db.sql, catalogue.productId)
      const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue)
      const deps = ordersDeps(functions.sql)
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => release(deps, orderId, 'expired')),
      )
      expect(
        count(
          outcomes.map((outcome) => outcome.released),
          true,
        ),
      ).toBe(1)
      expect(await productCounts(db.sql, catalogue.productId)).toEqual(before)

      // Paid after all: nothing is delivered; the payment is kept for a refund, the owner told.
      const late = paidSession(sessionId)
      expect(await fulfil(deps, sessionId, late)).toEqual({
        result: 'unmatched',
        reason: 'order_closed',
        orderId,
      })
      const { order, grants } = await orderState(db.sql, orderId)
      expect(order.status).toBe('expired')
      expect(grants).toEqual([])
      const kept = await db.sql`
        select reason, order_id, stripe_payment_intent_id, refund_status
        from public.unmatched_payments where stripe_checkout_session_id = ${sessionId}`
      expect(kept).toEqual([
        {
          reason: 'order_closed',
          order_id: orderId,
          stripe_payment_intent_id: late.payment_intent,
          refund_status: 'pending',
        },
      ])
      const notices = await db.sql`
        select to_email from public.email_outbox where dedupe_key like 'unmatched:%'
          and template = 'unmatched_payment_owner'`
      expect(notices.length).toBeGreaterThanOrEqual(1)
      expect(await productCounts(db.sql, catalogue.productId)).toEqual(before)
    },
  )

  it.skipIf(skip)('refunds once: the order closes and its licences are revoked', async () => {
    const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue, 1)
    const session = paidSession(sessionId)
    const deps = ordersDeps(functions.sql)
    await fulfil(deps, sessionId, session)
    const afterSale = await productCounts(db.sql, catalogue.productId)

    const paymentIntent = String(session.payment_intent)
    const outcomes = await Promise.all([refund(deps, paymentIntent), refund(deps, paymentIntent)])
    expect(outcomes.map((outcome) => outcome.result).sort()).toEqual(['refunded', 'unchanged'])
    const { order, grants } = await orderState(db.sql, orderId)
    expect(order.status).toBe('refunded')
    expect(grants.every((grant) => grant.revoked_at !== null)).toBe(true)
    // Sold gear may have shipped: a refund does not put it back on the shelf.
    expect(await productCounts(db.sql, catalogue.productId)).toEqual(afterSale)

    const grant = grants[0]!
    const refused = runAs(
      db.sql,
      { role: 'anon' },
      (tx) => tx`select * from private.consume_download(${grant.id}, ${grant.access_token})`,
    )
    await expect(refused).rejects.toMatchObject({ hint: 'download_revoked' })
  })

  it.skipIf(skip)('closes an order refunded before its payment reached us, for good', async () => {
    const before = await productCounts(db.sql, catalogue.productId)
    const { orderId, sessionId } = await placePendingOrder(db.sql, catalogue)
    const deps = ordersDeps(functions.sql)
    expect(await refund(deps, 'pi_unknown_to_us', orderId)).toMatchObject({ result: 'refunded' })
    expect(await productCounts(db.sql, catalogue.productId)).toEqual(before)
    // The late `checkout.session.completed` must not deliver what was paid back.
    expect(await fulfil(deps, sessionId, paidSession(sessionId))).toMatchObject({
      result: 'not_pending',
      status: 'refunded',
    })
    expect((await orderState(db.sql, orderId)).grants).toEqual([])
  })

  it.skipIf(skip)(
    'keeps a paid session that is not one of our orders, once, for a refund',
    async () => {
      const deps = ordersDeps(functions.sql)
      const session = paidSession('cs_test_not_ours')
      const outcomes = await Promise.all([
        fulfil(deps, session.id, session),
        fulfil(deps, session.id, session),
      ])
      expect(outcomes).toEqual([
        { result: 'unmatched', reason: 'unknown_order', orderId: null },
        { result: 'unmatched', reason: 'unknown_order', orderId: null },
      ])
      const kept = await db.sql`
      select id from public.unmatched_payments where stripe_checkout_session_id = ${session.id}`
      expect(kept).toHaveLength(1)
      const notices = await db.sql`
      select 1 from public.email_outbox where dedupe_key = ${`unmatched:${kept[0]?.id}:owner`}`
      expect(notices).toHaveLength(1)
      // Unpaid, it is simply not ours.
      const open = {
        ...paidSession('cs_test_open'),
        status: 'open' as const,
        payment_status: 'unpaid' as const,
      }
      expect(await fulfil(deps, open.id, open)).toEqual({ result: 'unknown_order' })
    },
  )
})

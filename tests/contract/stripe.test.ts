import Stripe from 'stripe'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { temporaryDirectory } from './helpers/serve.ts'
import {
  paidSession,
  pay,
  paymentForm,
  setupStripeSandbox as setup,
  shopSessionParams,
  startStripeHarness,
  stripeClient,
  suiteTraffic,
  verifyWebhook as verify,
} from './helpers/stripe-harness.ts'
import { expectPublishedStripeTypes } from './helpers/stripe-published-types.ts'
import { waitFor } from './helpers/wait-for.ts'
import { startWebhookReceiver } from './helpers/webhook-receiver.ts'

// Every request these tests got accepted, every answer and every event, against stripe-node's types.
afterAll(() => expectPublishedStripeTypes(suiteTraffic))

describe('Stripe sandbox: Checkout Sessions API', () => {
  it('creates a session, retrieves it and lists its line items', async () => {
    const { stripe, origin } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())

    expect(session).toMatchObject({
      object: 'checkout.session',
      livemode: false,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 5500,
      amount_total: 5500,
      currency: 'eur',
      customer_email: 'fan@example.com',
      client_reference_id: 'order_123',
      metadata: { order_id: 'order_123' },
      payment_intent: null,
      shipping_address_collection: { allowed_countries: ['DE', 'NL'] },
      url: `${origin}/_stripe/checkout/${session.id}`,
    })
    expect(session.id).toMatch(/^cs_test_/)
    expect(session.expires_at - session.created).toBe(24 * 60 * 60)

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'line_items.data.price.product'],
    })
    expect(retrieved.amount_total).toBe(5500)
    expect(retrieved.line_items?.data.map((item) => [item.description, item.quantity])).toEqual([
      ['Midnight Drive (vinyl)', 2],
      ['Sunset Edit (commercial licence)', 1],
    ])
    const product = retrieved.line_items?.data[0]?.price?.product as Stripe.Product
    expect(product.metadata).toEqual({ product_id: 'p1' })

    const firstPage = await stripe.checkout.sessions.listLineItems(session.id, { limit: 1 })
    expect(firstPage).toMatchObject({ object: 'list', has_more: true })
    expect(firstPage.data[0]).toMatchObject({
      object: 'item',
      amount_total: 4000,
      currency: 'eur',
      price: { unit_amount: 2000, type: 'one_time' },
    })
    const all = await stripe.checkout.sessions.listLineItems(session.id).autoPagingToArray({
      limit: 10,
    })
    expect(all.map((item) => item.amount_total)).toEqual([4000, 1500])
  })

  it('rejects invalid parameters the way Stripe does', async () => {
    const { stripe } = await setup()
    const params = shopSessionParams()
    const withoutAmount = structuredClone(params)
    delete withoutAmount.line_items?.[1]?.price_data?.unit_amount

    await expect(stripe.checkout.sessions.create(withoutAmount)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items[1][price_data][unit_amount]',
    })
    await expect(
      stripe.checkout.sessions.create({ ...params, line_items: undefined }),
    ).rejects.toMatchObject({ code: 'parameter_missing', param: 'line_items' })
    await expect(
      stripe.checkout.sessions.create({
        ...params,
        coupon: 'X',
      } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'coupon' })
    await expect(
      stripe.checkout.sessions.create({
        ...params,
        expires_at: Math.floor(Date.now() / 1000) + 60,
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'expires_at' })
  })

  it('offers shipping options as shipping rates, selects the first, and charges the one chosen', async () => {
    const { stripe } = await setup()
    const rate = (name: string, amount: number, min: number, max: number) => ({
      shipping_rate_data: {
        type: 'fixed_amount' as const,
        display_name: name,
        fixed_amount: { amount, currency: 'eur' },
        delivery_estimate: {
          minimum: { unit: 'business_day' as const, value: min },
          maximum: { unit: 'business_day' as const, value: max },
        },
        metadata: { rate_id: name.toLowerCase() },
      },
    })
    const session = await stripe.checkout.sessions.create({
      ...shopSessionParams(),
      shipping_options: [rate('Standard', 490, 2, 5), rate('Express', 1490, 1, 2)],
    })
    expect(session.shipping_options).toHaveLength(2)
    const [standard, express] = session.shipping_options.map((option) =>
      String(option.shipping_rate),
    )
    expect(standard).toMatch(/^shr_/)
    expect(session).toMatchObject({
      amount_subtotal: 5500,
      amount_total: 5990,
      shipping_cost: {
        amount_total: 490,
        amount_subtotal: 490,
        amount_tax: 0,
        shipping_rate: standard,
      },
      total_details: { amount_shipping: 490, amount_discount: 0, amount_tax: 0 },
    })
    expect(session.shipping_options.map((option) => option.shipping_amount)).toEqual([490, 1490])
    expect(await stripe.shippingRates.retrieve(express!)).toMatchObject({
      object: 'shipping_rate',
      display_name: 'Express',
      type: 'fixed_amount',
      fixed_amount: { amount: 1490, currency: 'eur' },
      delivery_estimate: {
        minimum: { unit: 'business_day', value: 1 },
        maximum: { unit: 'business_day', value: 2 },
      },
      metadata: { rate_id: 'express' },
    })

    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('<legend>Shipping method</legend>')
    expect(page).toContain('Express · €14.90 · 1–2 business days')
    // Without JavaScript the page cannot re-total as a rate is picked: each says its total.
    expect(page).toContain('Total €59.90')
    expect(page).toContain('Total €69.90')

    const form = paymentForm()
    form.set('shipping_rate', 'shr_not_offered')
    const refused = await pay(session.url!, form)
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Choose a shipping method.')

    form.set('shipping_rate', express!)
    expect((await pay(session.url!, form)).status).toBe(303)
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'shipping_cost.shipping_rate'],
    })
    expect(paid).toMatchObject({
      amount_total: 6990,
      total_details: { amount_shipping: 1490 },
      shipping_cost: {
        amount_total: 1490,
        shipping_rate: { id: express, display_name: 'Express' },
      },
    })
    expect((paid.payment_intent as Stripe.PaymentIntent).amount_received).toBe(6990)
  })

  it('refuses shipping options Stripe would refuse', async () => {
    const { stripe } = await setup()
    const params = shopSessionParams()
    const option = (currency: string) => ({
      shipping_rate_data: {
        type: 'fixed_amount' as const,
        display_name: 'Standard',
        fixed_amount: { amount: 490, currency },
      },
    })
    await expect(
      stripe.checkout.sessions.create({ ...params, shipping_options: [option('usd')] }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'shipping_options[0][shipping_rate_data][fixed_amount][currency]',
    })
    await expect(
      stripe.checkout.sessions.create({
        ...params,
        shipping_options: Array.from({ length: 6 }, () => option('eur')),
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'shipping_options' })
    await expect(
      stripe.checkout.sessions.create({
        ...params,
        shipping_options: [{ shipping_rate: 'shr_nope' }],
      }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'shipping_options[0][shipping_rate]',
    })
    await expect(
      stripe.checkout.sessions.create({
        ...params,
        shipping_options: [
          { shipping_rate_data: { display_name: 'No price', type: 'fixed_amount' } },
        ],
      }),
    ).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'shipping_options[0][shipping_rate_data][fixed_amount]',
    })
    await expect(stripe.shippingRates.retrieve('shr_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })
  })

  it('answers unknown ids with 404 resource_missing and wrong keys with 401', async () => {
    const { stripe, port, origin } = await setup()
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      param: 'session',
    })
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({
      statusCode: 404,
      param: 'intent',
    })
    const wrongKey = stripeClient(port, 'sk_test_not_the_right_key')
    await expect(wrongKey.checkout.sessions.create(shopSessionParams())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
    const noKey = await fetch(`${origin}/v1/checkout/sessions/cs_test_x`)
    expect(noKey.status).toBe(401)
    expect(await noKey.json()).toMatchObject({ error: { type: 'invalid_request_error' } })
  })

  it('replays a request sent again with the same Idempotency-Key', async () => {
    const { stripe } = await setup()
    const idempotencyKey = 'checkout-order_123'
    const first = await stripe.checkout.sessions.create(shopSessionParams(), { idempotencyKey })
    const again = await stripe.checkout.sessions.create(shopSessionParams(), { idempotencyKey })
    expect(again.id).toBe(first.id)
    await expect(
      stripe.checkout.sessions.create(
        { ...shopSessionParams(), client_reference_id: 'order_456' },
        { idempotencyKey },
      ),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    const other = await stripe.checkout.sessions.create(shopSessionParams())
    expect(other.id).not.toBe(first.id)
  })
})

describe('Stripe sandbox: hosted checkout page', () => {
  it('shows the order and an accessible form that works without JavaScript', async () => {
    const { stripe } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())
    const response = await fetch(session.url ?? '')
    const page = await response.text()

    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page).toMatch(/<html lang="en">/)
    for (const text of [
      'Midnight Drive (vinyl)',
      'Sunset Edit',
      '€55.00',
      '€40.00',
      'fan@example.com',
    ]) {
      expect(page).toContain(text)
    }
    expect(page).toMatch(/<form method="post" action="[^"]*\/pay">/)
    expect(page).toContain('href="http://localhost:5173/cart"')
    expect(page).toContain('value="4000000000000002"')
    const fieldIds = [...page.matchAll(/<(?:input|select) id="([^"]+)"(?![^>]*type="radio")/g)]
    expect(fieldIds.map((match) => match[1])).toEqual(
      expect.arrayContaining(['email', 'shipping_name', 'shipping_line1', 'shipping_country']),
    )
    for (const [, id] of fieldIds) expect(page).toContain(`<label for="${id}">`)
  })

  it('completes the session on pay and delivers a verifiable checkout.session.completed', async () => {
    const { stripe, receiver } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())

    const response = await pay(session.url ?? '', paymentForm())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/checkout/success?session_id=${session.id}`,
    )

    const webhook = await waitFor('checkout.session.completed', () =>
      receiver.ofType('checkout.session.completed').at(0),
    )
    const event = await verify(stripe, webhook)
    expect(event).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
    })
    const completed = event.data.object as Stripe.Checkout.Session
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' })
    const tampered = webhook.body.replace('"amount_total": 5500', '"amount_total": 1')
    expect(tampered).not.toBe(webhook.body)
    await expect(verify(stripe, webhook, tampered)).rejects.toBeInstanceOf(
      Stripe.errors.StripeSignatureVerificationError,
    )

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'fan@example.com', name: 'Alex Fan', address: { country: 'DE' } },
      collected_information: {
        shipping_details: {
          name: 'Alex Fan',
          address: { line1: 'Kastanienallee 1', city: 'Berlin' },
        },
      },
    })
    const paymentIntent = paid.payment_intent as Stripe.PaymentIntent
    expect(paymentIntent).toMatchObject({
      status: 'succeeded',
      amount_received: 5500,
      metadata: { order_id: 'order_123' },
    })
    expect(await stripe.events.retrieve(event.id)).toMatchObject({
      id: event.id,
      pending_webhooks: 0,
    })

    const payAgain = await pay(session.url ?? '', paymentForm())
    expect(payAgain.status).toBe(409)
    expect(await payAgain.text()).toContain('already been paid')
  })

  it('charges once when a second Pay arrives while the first is still uploading', async () => {
    const { stripe, sandbox } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())
    const payPath = new URL(`${session.url}/pay`).pathname
    let sendRestOfBody = () => {}
    const slowBody = new ReadableStream<Uint8Array>({
      start(controller) {
        sendRestOfBody = () => {
          controller.enqueue(new TextEncoder().encode(paymentForm().toString()))
          controller.close()
        }
      },
    })
    const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' }
    // app.request runs the handler up to its first await before returning, so the slow
    // submission is in progress when the quick one arrives.
    const slow = sandbox.app.request(payPath, {
      method: 'POST',
      headers: formHeaders,
      body: slowBody,
      duplex: 'half',
    } as RequestInit)
    const quick = await sandbox.app.request(payPath, {
      method: 'POST',
      headers: formHeaders,
      body: paymentForm(),
    })
    sendRestOfBody()

    expect([quick.status, (await slow).status]).toEqual([303, 409])
    expect(sandbox.deliveries().map((delivery) => delivery.type)).toEqual([
      'checkout.session.completed',
    ])
  })

  it('re-renders with an error for a declined card and keeps the session open', async () => {
    const { stripe, sandbox } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())

    const declined = await pay(session.url ?? '', paymentForm('4000000000000002'))
    expect(declined.status).toBe(402)
    const page = await declined.text()
    expect(page).toContain('role="alert"')
    expect(page).toContain('Your card was declined.')

    const incomplete = paymentForm()
    incomplete.delete('shipping_city')
    const invalid = await pay(session.url ?? '', incomplete)
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain('aria-describedby="shipping_city-error"')

    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
    })
    expect(sandbox.deliveries()).toEqual([])
  })
})

describe('Stripe sandbox: expiry and refunds', () => {
  it('expires an open session and delivers checkout.session.expired', async () => {
    const { stripe, receiver } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())

    const expired = await stripe.checkout.sessions.expire(session.id)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    const webhook = await waitFor('checkout.session.expired', () =>
      receiver.ofType('checkout.session.expired').at(0),
    )
    const event = await verify(stripe, webhook)
    expect(event.data.object).toMatchObject({ id: session.id, status: 'expired' })
    expect(event.request?.id).toMatch(/^req_/)

    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    })
    expect((await pay(session.url ?? '', paymentForm())).status).toBe(410)
  })

  it('expires a session on its own once expires_at passes', async () => {
    let clock = Date.now()
    const { stripe, receiver } = await setup({ now: () => clock })
    const session = await stripe.checkout.sessions.create({
      ...shopSessionParams(),
      expires_at: Math.floor(clock / 1000) + 31 * 60,
    })
    expect(receiver.received).toHaveLength(0)

    clock += 32 * 60 * 1000
    const webhook = await waitFor('checkout.session.expired', () =>
      receiver.ofType('checkout.session.expired').at(0),
    )
    expect((await verify(stripe, webhook)).data.object).toMatchObject({ id: session.id })
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired')
  })

  it('refunds a payment in parts and delivers charge.refunded and refund.created', async () => {
    const { stripe, receiver } = await setup()
    const session = await paidSession(stripe)
    const paymentIntentId = String(session.payment_intent)

    const partial = await stripe.refunds.create({
      payment_intent: paymentIntentId,
      amount: 1500,
      reason: 'requested_by_customer',
      metadata: { order_id: 'order_123' },
    })
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 1500,
      currency: 'eur',
      status: 'succeeded',
      payment_intent: paymentIntentId,
      reason: 'requested_by_customer',
    })
    expect(partial.id).toMatch(/^re_/)
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntentId, amount: 5000 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'amount' })

    const rest = await stripe.refunds.create({ charge: String(partial.charge) })
    expect(rest.amount).toBe(4000)

    const refundedEvents = await waitFor('two charge.refunded events', async () => {
      const webhooks = receiver.ofType('charge.refunded')
      if (webhooks.length < 2) return undefined
      return Promise.all(webhooks.map((webhook) => verify(stripe, webhook)))
    })
    const charges = refundedEvents
      .map((event) => event.data.object as Stripe.Charge)
      .sort((a, b) => a.amount_refunded - b.amount_refunded)
    expect(charges.map((charge) => [charge.amount_refunded, charge.refunded])).toEqual([
      [1500, false],
      [5500, true],
    ])
    expect(charges[0]?.payment_intent).toBe(paymentIntentId)
    await waitFor('two refund.created events', () => receiver.ofType('refund.created').length === 2)
    await expect(stripe.refunds.create({ payment_intent: paymentIntentId })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    })
  })
})

describe('Stripe sandbox: webhook delivery', () => {
  it('retries a delivery the receiver answered with 500 until it succeeds', async () => {
    const { stripe, receiver, sandbox, origin } = await setup({
      retryDelaysMs: [20, 20, 20],
      responder: (_webhook, response, deliveryNumber) => {
        response.statusCode = deliveryNumber <= 2 ? 500 : 200
        response.end()
      },
    })
    const session = await paidSession(stripe)

    await waitFor('a third delivery', () => receiver.received.length >= 3)
    await sandbox.idle()
    expect(receiver.received).toHaveLength(3)
    expect(new Set(receiver.received.map((webhook) => webhook.eventId)).size).toBe(1)
    for (const webhook of receiver.received) await verify(stripe, webhook)

    const { data } = (await (await fetch(`${origin}/_stripe/events`)).json()) as {
      data: ReturnType<typeof sandbox.deliveries>
    }
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ type: 'checkout.session.completed', objectId: session.id })
    expect(data[0]?.state).toBe('delivered')
    expect(data[0]?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200])
  })

  it('gives up after the last retry when the endpoint is unreachable', async () => {
    const unreachable = await startWebhookReceiver()
    await unreachable.close()
    const dataDir = temporaryDirectory('stripe-sandbox')
    const harness = await startStripeHarness({
      dataDir: dataDir.path,
      receiver: unreachable,
      retryDelaysMs: [10, 10],
    })
    onTestFinished(async () => {
      await harness.stop()
      dataDir.remove()
    })
    await paidSession(harness.stripe)

    await harness.sandbox.idle()
    const [delivery] = harness.sandbox.deliveries()
    expect(delivery?.state).toBe('failed')
    expect(delivery?.attempts).toHaveLength(3)
    expect(delivery?.attempts.every((attempt) => attempt.status === null && attempt.error)).toBe(
      true,
    )
  })

  it('delivers other events while one delivery hangs', async () => {
    const { stripe, receiver, sandbox } = await setup({
      responder: (webhook, response) => {
        if (webhook.type !== 'checkout.session.completed') response.end()
      },
    })
    const session = await paidSession(stripe)
    await stripe.refunds.create({ payment_intent: String(session.payment_intent) })

    await waitFor('the refund events', () => receiver.received.length === 3)
    // The receiver sees a request before the sandbox has read the answer: wait for the record.
    const states = () => Object.fromEntries(sandbox.deliveries().map((d) => [d.type, d.state]))
    await waitFor('the refund events delivered', () => states()['refund.created'] === 'delivered')
    expect(states()).toEqual({
      'checkout.session.completed': 'pending',
      'charge.refunded': 'delivered',
      'refund.created': 'delivered',
    })
  })
})

describe('Stripe sandbox: persistence', () => {
  it('keeps sessions and unfinished deliveries across a restart', async () => {
    let answering = false
    const { stripe, receiver, stop, dataDir } = await setup({
      responder: (_webhook, response) => {
        if (answering) response.end()
      },
    })
    const session = await paidSession(stripe)
    await waitFor('the first delivery attempt', () => receiver.received.length === 1)
    await stop()

    answering = true
    const restarted = await startStripeHarness({ dataDir, receiver })
    onTestFinished(() => restarted.stop())
    const reloaded = await restarted.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items'],
    })
    expect(reloaded).toMatchObject({ id: session.id, status: 'complete', amount_total: 5500 })
    expect(reloaded.line_items?.data).toHaveLength(2)

    await restarted.sandbox.idle()
    expect(receiver.received).toHaveLength(2)
    expect(receiver.received[1]?.eventId).toBe(receiver.received[0]?.eventId)
    expect(restarted.sandbox.deliveries()[0]?.state).toBe('delivered')
  })
})

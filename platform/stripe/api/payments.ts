import { Hono } from 'hono'
import { getEvent, getPaymentIntent, type SandboxContext } from '../context.ts'
import { createRefund } from '../domain/create-refund.ts'
import { resourceMissing } from '../errors.ts'
import { ParamReader, readExpand } from '../params.ts'
import { eventRequest, readParams, type StripeEnv } from './env.ts'
import { expandObject } from './expand.ts'
import { PAGE_PARAMS, paginate, readPageRequest } from './list.ts'

/** Refunds, payment intents and events: what the functions read or do after a checkout. */
export function paymentRoutes(ctx: SandboxContext) {
  const app = new Hono<StripeEnv>()

  app.post('/v1/refunds', async (c) => {
    const params = await readParams(c)
    const refund = createRefund(ctx, params, eventRequest(c))
    return c.json(expandObject(ctx, refund, readExpand(params)))
  })

  app.get('/v1/payment_intents/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const paymentIntent = getPaymentIntent(ctx, c.req.param('id'))
    return c.json(expandObject(ctx, paymentIntent, readExpand(params)))
  })

  // The rates a session's `shipping_options` created (there is no endpoint to create others).
  app.get('/v1/shipping_rates/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const rate = ctx.state.shippingRates[c.req.param('id')]
    if (!rate) throw resourceMissing('shipping_rate', c.req.param('id'), 'shipping_rate')
    return c.json(expandObject(ctx, rate, readExpand(params)))
  })

  app.get('/v1/invoices/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const invoice = ctx.state.invoices[c.req.param('id')]
    if (!invoice) throw resourceMissing('invoice', c.req.param('id'), 'invoice')
    return c.json(expandObject(ctx, invoice, readExpand(params)))
  })

  app.get('/v1/disputes/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const dispute = ctx.state.disputes[c.req.param('id')]
    if (!dispute) throw resourceMissing('dispute', c.req.param('id'), 'dispute')
    return c.json(expandObject(ctx, dispute, readExpand(params)))
  })

  app.get('/v1/events/:id', async (c) => {
    new ParamReader(await readParams(c)).allowOnly(['expand'])
    return c.json(getEvent(ctx, c.req.param('id')))
  })

  app.get('/v1/events', async (c) => {
    const reader = new ParamReader(await readParams(c)).allowOnly([...PAGE_PARAMS, 'type'])
    const type = reader.string('type')
    const newestFirst = Object.values(ctx.state.events)
      .filter((event) => type === undefined || event.type === type)
      .reverse()
    return c.json(paginate(newestFirst, readPageRequest(reader), '/v1/events'))
  })

  return app
}

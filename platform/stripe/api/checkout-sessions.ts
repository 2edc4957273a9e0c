import { Hono } from 'hono'
import { getSession, type SandboxContext } from '../context.ts'
import { createCheckoutSession } from '../domain/create-checkout-session.ts'
import { expireCheckoutSession, expireIfPastDeadline } from '../domain/expire-checkout-session.ts'
import { ParamReader, readExpand } from '../params.ts'
import { eventRequest, readParams, type StripeEnv } from './env.ts'
import { expandObject } from './expand.ts'
import { PAGE_PARAMS, paginate, readPageRequest } from './list.ts'

export function checkoutSessionRoutes(ctx: SandboxContext) {
  const app = new Hono<StripeEnv>()

  app.post('/v1/checkout/sessions', async (c) => {
    const params = await readParams(c)
    const session = createCheckoutSession(ctx, params)
    return c.json(expandObject(ctx, session, readExpand(params)))
  })

  app.get('/v1/checkout/sessions/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const session = getSession(ctx, c.req.param('id'))
    expireIfPastDeadline(ctx, session)
    return c.json(expandObject(ctx, session, readExpand(params)))
  })

  app.get('/v1/checkout/sessions/:id/line_items', async (c) => {
    const reader = new ParamReader(await readParams(c)).allowOnly(PAGE_PARAMS)
    const session = getSession(ctx, c.req.param('id'))
    const list = paginate(
      ctx.state.lineItems[session.id] ?? [],
      readPageRequest(reader),
      `/v1/checkout/sessions/${session.id}/line_items`,
    )
    return c.json(expandObject(ctx, list, reader.stringList('expand') ?? []))
  })

  app.post('/v1/checkout/sessions/:id/expire', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const session = getSession(ctx, c.req.param('id'))
    expireCheckoutSession(ctx, session, eventRequest(c))
    return c.json(expandObject(ctx, session, readExpand(params)))
  })

  return app
}

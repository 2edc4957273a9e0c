import { Hono } from 'hono'
import { CheckoutInput, CheckoutQuoteInput } from '../../_shared/contract/checkout.ts'
import { clientAddress } from '../../_shared/http/client-address.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { SiteDeps } from '../deps.ts'
import { quoteCheckout } from './quote.ts'
import { startCheckout } from './service.ts'

export function checkoutRoutes(deps: SiteDeps) {
  const routes = new Hono()

  routes.post('/checkout', async (c) => {
    const input = await readJson(c, CheckoutInput)
    return c.json(await startCheckout(deps, input, clientAddress(c.req.raw.headers)), 201)
  })

  routes.post('/checkout/quote', async (c) => {
    const input = await readJson(c, CheckoutQuoteInput)
    return c.json(await quoteCheckout(deps, input))
  })

  return routes
}

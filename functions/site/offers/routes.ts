import { Hono } from 'hono'
import { AcceptOfferInput } from '../../_shared/contract/site/offers.ts'
import { clientAddress } from '../../_shared/http/client-address.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { SiteDeps } from '../deps.ts'
import { offerToken } from './record.ts'
import { acceptOffer, payBalance, showOffer, signedContract } from './service.ts'

/**
 * A show offer, for whoever holds its link (no account): `GET offers/{token}`, `POST …/accept`
 * (sign, then pay the deposit: `{ url }`), `POST …/balance` (`{ url }`), `GET …/contract.pdf`.
 * Unknown tokens are 404; withdrawn or expired offers 410.
 */
export function offersRoutes(deps: SiteDeps) {
  const routes = new Hono()
  const noStore = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }

  routes.get('/offers/:token', async (c) => {
    const view = await showOffer(deps, offerToken(c.req.param('token')))
    return c.json(view, 200, noStore)
  })

  routes.post('/offers/:token/accept', async (c) => {
    const token = offerToken(c.req.param('token'))
    const input = await readJson(c, AcceptOfferInput)
    return c.json(
      await acceptOffer(deps, token, input, clientAddress(c.req.raw.headers)),
      200,
      noStore,
    )
  })

  routes.post('/offers/:token/balance', async (c) => {
    const token = offerToken(c.req.param('token'))
    return c.json(await payBalance(deps, token, clientAddress(c.req.raw.headers)), 200, noStore)
  })

  routes.get('/offers/:token/contract.pdf', async (c) => {
    const pdf = await signedContract(deps, offerToken(c.req.param('token')))
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="contract.pdf"',
      ...noStore,
    })
  })

  return routes
}

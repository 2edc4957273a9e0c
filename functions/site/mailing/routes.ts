import { Hono } from 'hono'
import {
  LanguageChangeInput,
  LinkTokenInput,
  ManageLinkInput,
  SubscribeInput,
} from '../../_shared/contract/mailing.ts'
import { clientAddress } from '../../_shared/http/client-address.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { FormsDeps } from '../forms/submit.ts'
import { confirmSubscription, eraseFanData, exportFanData, manageSubscription } from './links.ts'
import { requestManageLink, subscribe } from './subscribe.ts'

/**
 * The mailing list's public side. Sign-up and link requests answer 202 whatever the address; the
 * calls made from an emailed link carry its token in the body (never in a URL that logs keep) and
 * answer 404 for a link never issued, 410 for one used or expired.
 */
export function mailingRoutes(deps: FormsDeps) {
  const routes = new Hono()

  routes.post('/subscribe', async (c) => {
    const input = await readJson(c, SubscribeInput)
    return c.json(await subscribe(deps, input, clientAddress(c.req.raw.headers)), 202)
  })
  routes.post('/subscription/link', async (c) => {
    const input = await readJson(c, ManageLinkInput)
    return c.json(await requestManageLink(deps, input, clientAddress(c.req.raw.headers)), 202)
  })
  routes.post('/subscription/confirm', async (c) => {
    const { token } = await readJson(c, LinkTokenInput)
    return c.json(await confirmSubscription(deps, token))
  })
  routes.post('/subscription/read', async (c) => {
    const { token } = await readJson(c, LinkTokenInput)
    return c.json(await manageSubscription(deps, token, 'read'))
  })
  routes.post('/subscription/unsubscribe', async (c) => {
    const { token } = await readJson(c, LinkTokenInput)
    return c.json(await manageSubscription(deps, token, 'unsubscribe'))
  })
  routes.post('/subscription/language', async (c) => {
    const { token, locale } = await readJson(c, LanguageChangeInput)
    return c.json(await manageSubscription(deps, token, 'language', locale))
  })
  routes.post('/subscription/export', async (c) => {
    const { token } = await readJson(c, LinkTokenInput)
    const data = await exportFanData(deps, token)
    c.header('Content-Disposition', 'attachment; filename="my-data.json"')
    c.header('Cache-Control', 'no-store')
    return c.json(data)
  })
  routes.post('/subscription/erase', async (c) => {
    const { token } = await readJson(c, LinkTokenInput)
    return c.json(await eraseFanData(deps, token))
  })

  return routes
}

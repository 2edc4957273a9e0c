import { Hono } from 'hono'
import {
  type AdminPromotionCodeList,
  PromotionCodeCreate,
  PromotionCodeUpdate,
} from '../../_shared/contract/admin/promotions.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { isUuid } from '../../_shared/http/params.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { createPromotionCode } from './create.ts'
import { listPromotionCodes, promotionCodeNotFound } from './rows.ts'
import { updatePromotionCode } from './update.ts'

/** Promotion codes: list them with their redemptions, create one, switch one on or off. */
export function promotionCodeRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const asAdmin = runAsAdmin(deps)

  routes.get('/promotion-codes', async (c) => {
    const items = await asAdmin(c, listPromotionCodes)
    return c.json({ items } satisfies AdminPromotionCodeList)
  })
  routes.post('/promotion-codes', async (c) => {
    const input = await readJson(c, PromotionCodeCreate)
    return c.json(await createPromotionCode(deps, (work) => asAdmin(c, work), input), 201)
  })

  routes.patch('/promotion-codes/:id', async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw promotionCodeNotFound()
    const input = await readJson(c, PromotionCodeUpdate)
    return c.json(await updatePromotionCode(deps.stripe, (work) => asAdmin(c, work), id, input))
  })

  return routes
}

import { Hono } from 'hono'
import { getCoupon, getPromotionCode, type SandboxContext } from '../context.ts'
import { createCoupon, refreshCouponValidity } from '../domain/coupons.ts'
import {
  createPromotionCode,
  listPromotionCodes,
  readBoolean,
  updatePromotionCode,
} from '../domain/promotion-codes.ts'
import { ParamReader, readExpand } from '../params.ts'
import { readParams, type StripeEnv } from './env.ts'
import { expandObject } from './expand.ts'
import { PAGE_PARAMS, paginate, readPageRequest } from './list.ts'

/** Coupons and the promotion codes customers type: what the owner's discounts are made of. */
export function discountRoutes(ctx: SandboxContext) {
  const app = new Hono<StripeEnv>()

  app.post('/v1/coupons', async (c) => {
    const params = await readParams(c)
    return c.json(expandObject(ctx, createCoupon(ctx, params), readExpand(params)))
  })

  app.get('/v1/coupons/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const coupon = refreshCouponValidity(ctx, getCoupon(ctx, c.req.param('id'), 'id'))
    return c.json(expandObject(ctx, coupon, readExpand(params)))
  })

  app.get('/v1/coupons', async (c) => {
    const reader = new ParamReader(await readParams(c)).allowOnly(PAGE_PARAMS)
    const newestFirst = Object.values(ctx.state.coupons)
      .map((coupon) => refreshCouponValidity(ctx, coupon))
      .reverse()
    return c.json(paginate(newestFirst, readPageRequest(reader), '/v1/coupons'))
  })

  app.post('/v1/promotion_codes', async (c) => {
    const params = await readParams(c)
    return c.json(expandObject(ctx, createPromotionCode(ctx, params), readExpand(params)))
  })

  app.get('/v1/promotion_codes/:id', async (c) => {
    const params = await readParams(c)
    new ParamReader(params).allowOnly(['expand'])
    const promotionCode = getPromotionCode(ctx, c.req.param('id'), 'id')
    return c.json(expandObject(ctx, promotionCode, readExpand(params)))
  })

  app.post('/v1/promotion_codes/:id', async (c) => {
    const params = await readParams(c)
    const promotionCode = updatePromotionCode(ctx, c.req.param('id'), params)
    return c.json(expandObject(ctx, promotionCode, readExpand(params)))
  })

  app.get('/v1/promotion_codes', async (c) => {
    const reader = new ParamReader(await readParams(c)).allowOnly([
      ...PAGE_PARAMS,
      'code',
      'active',
      'coupon',
    ])
    const found = listPromotionCodes(ctx, {
      code: reader.string('code'),
      active: readBoolean(reader, 'active'),
      coupon: reader.string('coupon'),
    })
    const list = paginate(found, readPageRequest(reader), '/v1/promotion_codes')
    return c.json(expandObject(ctx, list, reader.stringList('expand') ?? []))
  })

  return app
}

import Stripe from 'stripe'
import type {
  AdminPromotionCode,
  PromotionCodeCreate,
} from '../../_shared/contract/admin/promotions.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { type RunInTransaction, readPromotionCode } from './rows.ts'

type Deps = { stripe: Stripe; now: () => Date }

/**
 * Creates a promotion code in three steps, none of them calling Stripe while a transaction is
 * open: (1) the row is written (its unique code refuses a duplicate) and committed; (2) Stripe's
 * coupon, then its promotion code, are created, each keyed by the row so a retry finds the same
 * objects; (3) their ids are recorded. When Stripe refuses, the row is deleted again.
 */
export async function createPromotionCode(
  deps: Deps,
  run: RunInTransaction,
  input: PromotionCodeCreate,
): Promise<AdminPromotionCode> {
  const expiresAt = input.expires_on ? endOfDay(input.expires_on) : null
  if (expiresAt && expiresAt <= deps.now()) {
    throw new AppError('validation_failed', 'The code would already have expired.', {
      expires_on: 'date_in_past',
    })
  }
  const id = await run(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      insert into public.promotion_codes (code, percent_off, amount_off_cents, expires_at,
        max_redemptions, active)
      values (${input.code}, ${input.percent_off}, ${input.amount_off_cents}, ${expiresAt},
        ${input.max_redemptions}, ${input.active})
      on conflict (code) do nothing
      returning id`
    if (!row) throw promotionCodeTaken()
    return row.id
  })

  let stripeIds: { coupon: string; promotionCode: string }
  try {
    stripeIds = await createStripeObjects(deps.stripe, id, input, expiresAt)
  } catch (error) {
    await run((tx) => tx`delete from public.promotion_codes where id = ${id}`)
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'code') {
      // Stripe already has an active code like this one (made in its dashboard).
      throw promotionCodeTaken()
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('payment_provider_error', error.message)
    }
    throw error
  }
  return run(async (tx) => {
    await tx`
      update public.promotion_codes
      set stripe_coupon_id = ${stripeIds.coupon},
        stripe_promotion_code_id = ${stripeIds.promotionCode}
      where id = ${id}`
    return readPromotionCode(tx, id)
  })
}

/** The coupon (what comes off) and the promotion code (what buyers type) on top of it. */
async function createStripeObjects(
  stripe: Stripe,
  id: string,
  input: PromotionCodeCreate,
  expiresAt: Date | null,
): Promise<{ coupon: string; promotionCode: string }> {
  const coupon = await stripe.coupons.create(
    {
      name: input.code,
      duration: 'once',
      ...(input.percent_off !== null
        ? { percent_off: input.percent_off }
        : { amount_off: input.amount_off_cents ?? 0, currency: 'eur' }),
      metadata: { promotion_code_id: id },
    },
    { idempotencyKey: `promotion-coupon:${id}` },
  )
  const promotionCode = await stripe.promotionCodes.create(
    {
      promotion: { type: 'coupon', coupon: coupon.id },
      code: input.code,
      active: input.active,
      ...(expiresAt ? { expires_at: Math.floor(expiresAt.getTime() / 1000) } : {}),
      ...(input.max_redemptions !== null ? { max_redemptions: input.max_redemptions } : {}),
      metadata: { promotion_code_id: id },
    },
    { idempotencyKey: `promotion-code:${id}` },
  )
  return { coupon: coupon.id, promotionCode: promotionCode.id }
}

/** The end of `date` (inclusive), in UTC: the code works through that whole day. */
function endOfDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 60 * 60 * 1000)
}

function promotionCodeTaken() {
  return new AppError('promotion_code_taken', 'A promotion code with this code already exists.', {
    code: 'promotion_code_taken',
  })
}

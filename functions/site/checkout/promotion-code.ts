import { z } from 'zod'
import { refusalError } from '../../_shared/db/refusals.ts'
import { runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'

/** A promotion code checkout may send to Stripe, and what its coupon takes off. */
export type CheckoutPromotion = {
  id: string
  code: string
  stripePromotionCodeId: string
  percentOff: number | null
  amountOffCents: number | null
}

const Record = z.object({
  id: z.uuid(),
  code: z.string(),
  percent_off: z.number().nullable(),
  amount_off_cents: z.number().int().nullable(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  times_redeemed: z.number().int(),
  stripe_promotion_code_id: z.string().nullable(),
})

/**
 * The code a buyer sent, checked against the owner's codes (our mirror of Stripe's, so no call to
 * Stripe here): unknown or switched off, expired, or redeemed as often as allowed is a 422 the
 * buyer can act on. Stripe checks again when the session is created (see service.ts).
 */
export async function findPromotionCode(
  sql: Sql,
  code: string,
  now: Date,
): Promise<CheckoutPromotion> {
  const [row] = await runAs(
    sql,
    { role: 'anon' },
    (tx) =>
      tx<{ record: unknown }[]>`select private.promotion_code_for_checkout(${code}) as record`,
  )
  const found = row?.record ? Record.parse(row.record) : null
  if (!found?.active || !found.stripe_promotion_code_id) {
    throw promotionCodeError(
      'promotion_code_invalid',
      'This promotion code does not exist or is not active.',
    )
  }
  if (found.expires_at && Date.parse(found.expires_at) <= now.getTime()) {
    throw promotionCodeError('promotion_code_expired', 'This promotion code has expired.')
  }
  if (found.max_redemptions !== null && found.times_redeemed >= found.max_redemptions) {
    throw promotionCodeError(
      'promotion_code_used_up',
      'This promotion code has been used as many times as it can be.',
    )
  }
  return {
    id: found.id,
    code: found.code,
    stripePromotionCodeId: found.stripe_promotion_code_id,
    percentOff: found.percent_off,
    amountOffCents: found.amount_off_cents,
  }
}

/**
 * What the code takes off `totalCents` (the items after the bundle, never shipping), as Stripe
 * computes it: a percentage rounded to the cent, or an amount capped at the total.
 */
export function promotionDiscountCents(promotion: CheckoutPromotion, totalCents: number): number {
  if (promotion.percentOff !== null) return Math.round((totalCents * promotion.percentOff) / 100)
  return Math.min(promotion.amountOffCents ?? 0, totalCents)
}

export function promotionCodeError(
  code: 'promotion_code_invalid' | 'promotion_code_expired' | 'promotion_code_used_up',
  message: string,
): AppError {
  return new AppError(code, message, { promotion_code: code })
}

/**
 * Takes one use of the code for this order, in the order's own transaction: its open and paid
 * orders count against `max_redemptions` under the code's row lock, so checkouts opened before
 * the first is paid cannot all spend a code allowed once. 422 when its last use is taken.
 */
export async function reservePromotionCode(
  tx: Tx,
  orderId: string,
  promotion: CheckoutPromotion,
): Promise<void> {
  try {
    await tx`select private.reserve_promotion_code(${orderId}, ${promotion.id})`
  } catch (error) {
    throw (
      refusalError(error, {
        promotion_code_used_up: () =>
          promotionCodeError(
            'promotion_code_used_up',
            'This promotion code has been used as many times as it can be.',
          ),
        promotion_code_invalid: () =>
          promotionCodeError(
            'promotion_code_invalid',
            'This promotion code does not exist or is not active.',
          ),
      }) ?? error
    )
  }
}

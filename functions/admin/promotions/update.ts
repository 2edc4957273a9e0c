import Stripe from 'stripe'
import type {
  AdminPromotionCode,
  PromotionCodeUpdate,
} from '../../_shared/contract/admin/promotions.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { type RunInTransaction, readPromotionCode, readStripePromotionCodeId } from './rows.ts'

/**
 * Switches a code on or off: read it, tell Stripe (outside any transaction), then record what
 * Stripe answered. Stripe refuses to reactivate a code that can no longer be redeemed.
 */
export async function updatePromotionCode(
  stripe: Stripe,
  run: RunInTransaction,
  id: string,
  input: PromotionCodeUpdate,
): Promise<AdminPromotionCode> {
  const stripeId = await run((tx) => readStripePromotionCodeId(tx, id))
  let active: boolean
  try {
    active = (await stripe.promotionCodes.update(stripeId, { active: input.active })).active
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('payment_provider_error', error.message)
    }
    throw error
  }
  return run(async (tx) => {
    await tx`update public.promotion_codes set active = ${active} where id = ${id}`
    return readPromotionCode(tx, id)
  })
}

import type Stripe from 'stripe'
import { runAs } from '../../functions/_shared/db/request-context.ts'
import { createPromotionCode } from '../../functions/admin/promotions/create.ts'
import type { Sql } from '../db/database.ts'

/** The demo's promotion code: 10 % off, no end date, no limit. */
export const DEMO_PROMOTION_CODE = 'WELCOME10'

/**
 * Creates the demo's promotion code once, as the owner would in the admin: a coupon and a
 * promotion code in the (running) Stripe sandbox, mirrored in `promotion_codes`. A later start
 * finds the row and leaves it, as the owner may have switched it off.
 */
export async function seedDemoPromotionCodes(
  sql: Sql,
  stripe: Stripe,
): Promise<{ created: boolean }> {
  const [existing] = await sql`
    select 1 from public.promotion_codes where code = ${DEMO_PROMOTION_CODE}`
  if (existing) return { created: false }
  await createPromotionCode(
    { stripe, now: () => new Date() },
    (work) => runAs(sql, { role: 'service_role' }, work),
    {
      code: DEMO_PROMOTION_CODE,
      percent_off: 10,
      amount_off_cents: null,
      expires_on: null,
      max_redemptions: null,
      active: true,
    },
  )
  return { created: true }
}

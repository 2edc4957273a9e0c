import { z } from 'zod'
import { IsoDate } from '../forms.ts'

// Promotion codes as the admin panel creates, lists and switches them: each is a Stripe coupon
// with a customer-facing promotion code on top. Messages are error codes; the panel translates
// `errors.<code>`. Money is in integer cents of `currency`.

const CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/

/** `POST admin/promotion-codes`: a code, percent or amount off, and optional limits. */
export const PromotionCodeCreate = z
  .strictObject({
    /** What buyers type: 3 to 40 letters, digits and dashes, kept in capitals. */
    code: z
      .string('promotion_code_invalid')
      .trim()
      .toUpperCase()
      .regex(CODE, 'promotion_code_invalid'),
    /** Whole percent off, 1 to 100… */
    percent_off: z
      .number('discount_invalid')
      .int('discount_invalid')
      .min(1, 'discount_invalid')
      .max(100, 'discount_invalid')
      .nullable()
      .default(null),
    /** …or cents off the order (never its shipping). */
    amount_off_cents: z
      .number('discount_invalid')
      .int('discount_invalid')
      .min(1, 'discount_invalid')
      .max(100_000_000, 'discount_invalid')
      .nullable()
      .default(null),
    /** The last day the code works (`YYYY-MM-DD`, through the end of that day, UTC). */
    expires_on: IsoDate.nullable().default(null),
    max_redemptions: z
      .number('number_invalid')
      .int('number_invalid')
      .min(1, 'number_invalid')
      .max(1_000_000, 'number_invalid')
      .nullable()
      .default(null),
    active: z.boolean('boolean_invalid').default(true),
  })
  .refine((input) => (input.percent_off === null) !== (input.amount_off_cents === null), {
    path: ['percent_off'],
    message: 'discount_invalid',
  })
export type PromotionCodeCreate = z.infer<typeof PromotionCodeCreate>

/** `PATCH admin/promotion-codes/{id}`: switch a code on or off (Stripe allows nothing else). */
export const PromotionCodeUpdate = z.strictObject({ active: z.boolean('boolean_invalid') })
export type PromotionCodeUpdate = z.infer<typeof PromotionCodeUpdate>

/** A promotion code as the panel lists it. */
export type AdminPromotionCode = {
  id: string
  code: string
  percent_off: number | null
  amount_off_cents: number | null
  currency: string
  /** When it stops working (ISO), or null. */
  expires_at: string | null
  max_redemptions: number | null
  active: boolean
  /** Its paid orders (refunded ones included), as Stripe counts redemptions. */
  times_redeemed: number
  created_at: string
}

/** `GET admin/promotion-codes`: newest first. */
export type AdminPromotionCodeList = { items: AdminPromotionCode[] }

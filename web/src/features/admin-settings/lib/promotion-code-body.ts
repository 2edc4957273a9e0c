import type { PromotionCodeCreate } from '@contract/admin/promotions.ts'
import type { z } from 'zod'
import type { Values } from '@/components/ui/form/use-form'
import { centsFromEuros } from '@/lib/admin/money'
import { wholeNumber } from '@/lib/admin/whole-number'

// Between the new-code form's inputs and the request body.

export const EMPTY_PROMOTION_CODE: Values = {
  code: '',
  kind: 'percent',
  percent_off: '',
  amount_off_cents: '',
  expires_on: '',
  max_redemptions: '',
}

/** Percent or amount off, whichever is chosen; empty limits are none. */
export function promotionCodeBody(values: Values): z.input<typeof PromotionCodeCreate> {
  const text = (name: string) => (values[name] ?? '').trim()
  const percent = values.kind !== 'amount'
  return {
    code: text('code'),
    percent_off: percent ? wholeNumber(values.percent_off) : null,
    amount_off_cents: percent ? null : centsFromEuros(text('amount_off_cents')),
    expires_on: text('expires_on') || null,
    max_redemptions: text('max_redemptions') ? wholeNumber(values.max_redemptions) : null,
  }
}

import type {
  AdminPromotionCode,
  AdminPromotionCodeList,
  PromotionCodeCreate,
} from '@contract/admin/promotions.ts'
import useSWR from 'swr'
import type { z } from 'zod'
import { adminGet, adminRequest } from '@/lib/admin-api'

// The owner's promotion codes (`admin/promotion-codes`): each a Stripe coupon and promotion code.

export const promotionCodesKey = 'admin/promotion-codes'

export function usePromotionCodes() {
  return useSWR(promotionCodesKey, adminGet<AdminPromotionCodeList>)
}

export const createPromotionCode = (input: z.input<typeof PromotionCodeCreate>) =>
  adminRequest<AdminPromotionCode>('promotion-codes', { method: 'POST', body: input })

export const setPromotionCodeActive = (id: string, active: boolean) =>
  adminRequest<AdminPromotionCode>(`promotion-codes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { active },
  })

import { create } from 'zustand'

type PromotionState = {
  /** The code the cart applies (the server accepted it), in capitals; null without one. */
  code: string | null
  promotionApplied: (code: string) => void
  promotionRemoved: () => void
}

/** The promotion code applied in the cart, sent with the checkout. Not persisted. */
export const usePromotion = create<PromotionState>()((set) => ({
  code: null,
  promotionApplied: (code) => set({ code }),
  promotionRemoved: () => set({ code: null }),
}))

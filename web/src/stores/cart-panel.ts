import { create } from 'zustand'

type CartPanelState = {
  open: boolean
  /** The visitor asked to see the cart (the header button, or "Buy now"). */
  cartOpened: () => void
  cartClosed: () => void
  cartToggled: () => void
}

/** Whether the header's cart panel is open: UI state, not persisted. */
export const useCartPanel = create<CartPanelState>()((set) => ({
  open: false,
  cartOpened: () => set({ open: true }),
  cartClosed: () => set({ open: false }),
  cartToggled: () => set((state) => ({ open: !state.open })),
}))

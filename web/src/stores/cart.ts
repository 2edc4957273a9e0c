import type { Licence } from '@contract/checkout.ts'
import { useEffect } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

// Mirrors MAX_PRODUCT_QUANTITY and MAX_CART_LINES of @contract/checkout.ts (cart.test.ts checks):
// importing the values would pull zod into every page.
export const MAX_PRODUCT_QUANTITY = 99
export const MAX_CART_LINES = 50

export type TrackLicenceLine = {
  kind: 'track'
  id: string
  slug: string
  licence: Licence
  title: string
  priceCents: number
  quantity: 1
  /** The cover, for the cart's thumbnail (absent in carts saved before it was kept). */
  imageUrl?: string | null
}

export type ProductLine = {
  kind: 'product'
  id: string
  slug: string
  name: string
  priceCents: number
  /** Units in stock when the product was added: the quantity never goes above it. */
  available: number
  quantity: number
  /** The first photo, for the cart's thumbnail. */
  imageUrl?: string | null
}

export type CartLine = TrackLicenceLine | ProductLine

type TrackLicence = Omit<TrackLicenceLine, 'kind' | 'id' | 'quantity'>
type Product = Omit<ProductLine, 'kind' | 'id' | 'quantity'>

type CartState = {
  lines: CartLine[]
  trackLicenceAdded: (track: TrackLicence) => void
  productAdded: (product: Product, quantity?: number) => void
  quantityChanged: (lineId: string, quantity: number) => void
  lineRemoved: (lineId: string) => void
  cartCleared: () => void
}

export const trackLineId = (slug: string, licence: Licence) => `track:${slug}:${licence}`
export const productLineId = (slug: string) => `product:${slug}`

const clampQuantity = (quantity: number, available: number) =>
  Math.max(1, Math.min(Math.floor(quantity) || 1, available, MAX_PRODUCT_QUANTITY))

export const useCart = create<CartState>()(
  persist(
    (set) => ({
      lines: [],
      trackLicenceAdded: (track) =>
        set((state) => {
          const id = trackLineId(track.slug, track.licence)
          if (state.lines.some((line) => line.id === id)) return state
          // The exclusive rights come alone (the server refuses them beside another licence of
          // the track): they replace the track's other licences, and another licence them.
          const kept = state.lines.filter(
            (line) =>
              line.kind !== 'track' ||
              line.slug !== track.slug ||
              (line.licence !== 'exclusive' && track.licence !== 'exclusive'),
          )
          if (kept.length >= MAX_CART_LINES) return state
          return { lines: [...kept, { kind: 'track', id, quantity: 1, ...track }] }
        }),
      productAdded: (product, quantity = 1) =>
        set((state) => {
          if (product.available < 1) return state
          const id = productLineId(product.slug)
          const existing = state.lines.find((line) => line.id === id)
          if (existing?.kind === 'product') {
            const next = clampQuantity(existing.quantity + quantity, product.available)
            return {
              lines: state.lines.map((line) =>
                line.id === id ? { ...existing, ...product, quantity: next } : line,
              ),
            }
          }
          if (state.lines.length >= MAX_CART_LINES) return state
          const line: ProductLine = {
            kind: 'product',
            id,
            ...product,
            quantity: clampQuantity(quantity, product.available),
          }
          return { lines: [...state.lines, line] }
        }),
      quantityChanged: (lineId, quantity) =>
        set((state) => ({
          lines: state.lines.map((line) =>
            line.id === lineId && line.kind === 'product'
              ? { ...line, quantity: clampQuantity(quantity, line.available) }
              : line,
          ),
        })),
      lineRemoved: (lineId) =>
        set((state) => ({ lines: state.lines.filter((line) => line.id !== lineId) })),
      cartCleared: () => set({ lines: [] }),
    }),
    {
      name: 'cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      // Read once the page is on screen (useRestoredCart): a server-rendered page is hydrated
      // with the empty cart the server saw, so that the markup matches.
      skipHydration: true,
    },
  ),
)

/** Restores the saved cart after the first render. */
export function useRestoredCart() {
  useEffect(() => {
    void useCart.persist.rehydrate()
  }, [])
}

export const selectLines = (state: CartState) => state.lines
export const selectCount = (state: CartState) =>
  state.lines.reduce((count, line) => count + line.quantity, 0)
export const selectTotalCents = (state: CartState) =>
  state.lines.reduce((total, line) => total + line.priceCents * line.quantity, 0)

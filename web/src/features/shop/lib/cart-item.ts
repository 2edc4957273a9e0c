import type { Product } from '../api/types'

/** Only what the cart keeps of a product (it is saved in localStorage). */
export const toCartProduct = ({ slug, name, priceCents, available, imageUrls }: Product) => ({
  slug,
  name,
  priceCents,
  available,
  imageUrl: imageUrls[0] ?? null,
})

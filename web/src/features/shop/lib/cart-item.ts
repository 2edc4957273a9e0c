import type { Product } from '@contract/site/site.ts'

/** Only what the cart keeps of a product (it is saved in localStorage). */
export const toCartProduct = ({
  slug,
  name,
  price_cents: priceCents,
  max_per_order: maxPerOrder,
  image_urls: imageUrls,
}: Product) => ({
  slug,
  name,
  priceCents,
  // The cart never holds more than one order may: all but one of what is left.
  available: maxPerOrder,
  imageUrl: imageUrls[0] ?? null,
})

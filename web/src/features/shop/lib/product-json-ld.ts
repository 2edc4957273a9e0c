import type { Product } from '@contract/site/site.ts'

/** schema.org `Product` with its `Offer`, for search engines' rich results. */
export function productJsonLd(product: Product, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.slug,
    category: product.category,
    ...(product.description ? { description: product.description } : {}),
    ...(product.image_urls.length > 0 ? { image: product.image_urls } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: (product.price_cents / 100).toFixed(2),
      priceCurrency: product.currency,
      availability:
        product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  }
}

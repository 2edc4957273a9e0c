import { maxPerOrder } from '@contract/checkout.ts'
import type { Product } from '@contract/site/site.ts'

/** A product as the shop API answers; `maxPerOrder` follows `available` unless given. */
export const product = (overrides: Partial<Product>): Product => ({
  slug: 'kv1-studio-headphones',
  name: 'KV-1 Studio Headphones',
  category: 'headphones',
  description: 'Closed-back headphones for the booth and the studio.',
  specs: [{ label: 'Drivers', value: '50 mm' }],
  price_cents: 19900,
  currency: 'EUR',
  available: 12,
  stock: 'in_stock',
  image_urls: ['http://localhost/storage/kv1-a.svg', 'http://localhost/storage/kv1-b.svg'],
  ...overrides,
  max_per_order: overrides.max_per_order ?? maxPerOrder(overrides.available ?? 12),
})

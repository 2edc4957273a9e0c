import type { AdminProduct } from '@contract/admin/shop-products.ts'

const IMAGE_BASE = 'http://localhost:54321/storage/v1/object/public/products'

/** A product as the admin API answers it; override what a test is about. */
export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 'p1',
    slug: 'kv1-studio-headphones',
    name: 'KV-1 Studio Headphones',
    name_translations: { de: 'KV-1 Studiokopfhörer' },
    category: 'headphones',
    description: { en: 'Closed-back monitors.' },
    specs: { en: [{ label: 'Weight', value: '285 g' }] },
    price_cents: 24900,
    currency: 'EUR',
    stock: 12,
    reserved: 3,
    available: 9,
    images: [
      { path: 'kv1/a.svg', url: `${IMAGE_BASE}/kv1/a.svg` },
      { path: 'kv1/b.svg', url: `${IMAGE_BASE}/kv1/b.svg` },
    ],
    is_active: true,
    sold_count: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  }
}

/** `count` images, for a gallery near its limit. */
export const images = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    path: `kv1/${index}.png`,
    url: `${IMAGE_BASE}/kv1/${index}.png`,
  }))

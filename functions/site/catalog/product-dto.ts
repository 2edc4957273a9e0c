import { z } from 'zod'
import { maxPerOrder } from '../../_shared/contract/checkout.ts'
import type { Locale } from '../../_shared/contract/forms.ts'
import type { Product, ProductSpec, StockState } from '../../_shared/contract/site/site.ts'
import { languagePreference, localizedText } from './localized.ts'
import type { PublicUrlOf } from './storage-url.ts'

/** The product columns a visitor may read: `available` is stock minus units held by checkouts. */
export const PRODUCT_COLUMNS = [
  'slug',
  'name',
  'name_translations',
  'category',
  'description',
  'specs',
  'price_cents',
  'currency',
  'available',
  'images',
] as const

export const ProductRow = z.object({
  slug: z.string(),
  name: z.string(),
  name_translations: z.record(z.string(), z.string()),
  category: z.string(),
  description: z.record(z.string(), z.string()),
  // Only "is an object" is enforced by the table; each language's list is checked when read.
  specs: z.record(z.string(), z.unknown()),
  price_cents: z.number().int(),
  currency: z.string(),
  available: z.number().int(),
  images: z.array(z.string()),
})
export type ProductRow = z.infer<typeof ProductRow>

const Specs = z.array(z.object({ label: z.string(), value: z.string() })).min(1)

/** "Only N left" from this many units down. */
export const LOW_STOCK_MAX = 3

export function stockState(available: number): StockState {
  if (available <= 0) return 'sold_out'
  return available <= LOW_STOCK_MAX ? 'low' : 'in_stock'
}

/** The specs in the visitor's language, falling back like every translated field; [] when none. */
export function localizedSpecs(specs: Record<string, unknown>, lang: Locale): ProductSpec[] {
  for (const language of languagePreference(lang, Object.keys(specs))) {
    const parsed = Specs.safeParse(specs[language])
    if (parsed.success) return parsed.data.map(({ label, value }) => ({ label, value }))
  }
  return []
}

export function toProduct(row: ProductRow, lang: Locale, urlOf: PublicUrlOf): Product {
  const available = Math.max(row.available, 0)
  return {
    slug: row.slug,
    // The visitor's language, else the product's own name (not another language's translation).
    name: row.name_translations[lang]?.trim() || row.name,
    category: row.category,
    description: localizedText(row.description, lang),
    specs: localizedSpecs(row.specs, lang),
    price_cents: row.price_cents,
    currency: row.currency,
    available,
    max_per_order: maxPerOrder(available),
    stock: stockState(available),
    image_urls: row.images.map((path) => urlOf('products', path)),
  }
}

export type { Product, ProductSpec, StockState } from '../../_shared/contract/site/site.ts'

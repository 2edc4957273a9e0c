import { z } from 'zod'
import type { AdminProduct } from '../../_shared/contract/admin/shop-products.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { publicUrlOf } from '../catalog/storage-api.ts'
import { textsOnly } from '../catalog/texts.ts'

// The admin's view of a product: everything, stock internals included, with explicit columns.

export const ProductRow = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_translations: z.record(z.string(), z.unknown()),
  category: z.string(),
  description: z.record(z.string(), z.unknown()),
  specs: z.record(z.string(), z.unknown()),
  price_cents: z.number().int(),
  currency: z.string(),
  stock: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  images: z.array(z.string()),
  is_active: z.boolean(),
  sold_count: z.number().int(),
  created_at: z.date(),
  updated_at: z.date(),
})
export type ProductRow = z.infer<typeof ProductRow>
export const ProductRows = z.array(ProductRow)

/** The select list of `public.products as p`, with the units sold. */
export function productColumns(tx: Tx) {
  return tx`
    p.id, p.slug, p.name, p.name_translations, p.category, p.description, p.specs, p.price_cents, p.currency,
    p.stock, p.reserved, p.available, p.images, p.is_active,
    (select coalesce(sum(i.quantity), 0)::int from public.order_items as i
       join public.orders as o on o.id = i.order_id
     where i.product_id = p.id and o.paid_at is not null) as sold_count,
    p.created_at, p.updated_at`
}

const SpecList = z.array(z.object({ label: z.string(), value: z.string() }))

export function toAdminProduct(
  row: ProductRow,
  urlOf: ReturnType<typeof publicUrlOf>,
): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_translations: textsOnly(row.name_translations),
    category: row.category,
    description: textsOnly(row.description),
    specs: specLists(row.specs),
    price_cents: row.price_cents,
    currency: row.currency,
    stock: row.stock,
    reserved: row.reserved,
    available: row.available,
    images: row.images.map((path) => ({ path, url: urlOf('products', path) })),
    is_active: row.is_active,
    sold_count: row.sold_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** The table only checks that specs are an object; a language whose list is malformed is left out. */
function specLists(specs: Record<string, unknown>): AdminProduct['specs'] {
  const lists: AdminProduct['specs'] = {}
  for (const [lang, value] of Object.entries(specs)) {
    const parsed = SpecList.safeParse(value)
    if (parsed.success) lists[lang] = parsed.data.map(({ label, value }) => ({ label, value }))
  }
  return lists
}

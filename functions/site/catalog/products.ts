import { z } from 'zod'
import type { Locale } from '../../_shared/contract/forms.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { PRODUCT_COLUMNS, type Product, ProductRow, toProduct } from './product-dto.ts'
import type { ProductListQuery } from './query.ts'
import type { PublicUrlOf } from './storage-url.ts'

export type ProductList = { items: Product[]; categories: string[] }

const ProductRows = z.array(ProductRow)
const Categories = z.array(z.object({ category: z.string() }))

// Read as `anon`: RLS leaves only active products; stock and reservations stay behind `available`.

/**
 * Active products, optionally of one category (any case), and every category for the filter.
 * What can be bought comes first and sold-out items last, so the shop (served page and client
 * alike, both read this answer) never opens on something nobody can add to the cart.
 */
export function listProducts(
  sql: Sql,
  query: ProductListQuery,
  urlOf: PublicUrlOf,
): Promise<ProductList> {
  const category = query.category ?? null
  return runAs(sql, { role: 'anon' }, async (tx) => {
    const rows = await tx`
      select ${tx(PRODUCT_COLUMNS)} from public.products
      where ${category}::text is null or lower(category) = lower(${category}::text)
      order by available <= 0, lower(category), lower(name), slug`
    const categories = await tx`
      select min(category) as category from public.products
      group by lower(category) order by lower(category)`
    return {
      items: ProductRows.parse(rows).map((row) => toProduct(row, query.lang, urlOf)),
      categories: Categories.parse(categories).map((row) => row.category),
    }
  })
}

/** An active product; 404 `product_not_found` otherwise. */
export async function readProduct(
  sql: Sql,
  slug: string,
  lang: Locale,
  urlOf: PublicUrlOf,
): Promise<Product> {
  const rows = await runAs(
    sql,
    { role: 'anon' },
    (tx) => tx`select ${tx(PRODUCT_COLUMNS)} from public.products where slug = ${slug}`,
  )
  const [row] = ProductRows.parse(rows)
  if (!row) throw new AppError('product_not_found', 'There is no such product in the shop.')
  return toProduct(row, lang, urlOf)
}

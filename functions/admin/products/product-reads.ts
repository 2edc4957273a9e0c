import { z } from 'zod'
import type {
  AdminProduct,
  AdminProductList,
  ProductListQuery,
} from '../../_shared/contract/admin-catalog.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { slugify } from '../../_shared/slug.ts'
import type { publicUrlOf } from '../catalog/storage-api.ts'
import { ProductRows, productColumns, toAdminProduct } from './product-dto.ts'

type UrlOf = ReturnType<typeof publicUrlOf>

const Total = z.tuple([z.object({ total: z.number().int() })])

export const productNotFound = () =>
  new AppError('product_not_found', 'There is no product with this id.')

/** One page of products, newest first, active or not (the admin's RLS policy sees all). */
export async function listProducts(
  tx: Tx,
  query: ProductListQuery,
  urlOf: UrlOf,
): Promise<AdminProductList> {
  const where = matching(tx, query)
  const rows = await tx`
    select ${productColumns(tx)} from public.products as p
    where ${where}
    order by p.created_at desc, p.id
    limit ${query.limit} offset ${query.offset}`
  const [{ total }] = Total.parse(
    await tx`select count(*)::int as total from public.products as p where ${where}`,
  )
  return { items: ProductRows.parse(rows).map((row) => toAdminProduct(row, urlOf)), total }
}

export async function readProduct(tx: Tx, id: string, urlOf: UrlOf): Promise<AdminProduct> {
  const [row] = ProductRows.parse(
    await tx`select ${productColumns(tx)} from public.products as p where p.id = ${id}`,
  )
  if (!row) throw productNotFound()
  return toAdminProduct(row, urlOf)
}

/** Name or category, any case; accents ignored through the slug, as for tracks. */
function matching(tx: Tx, query: ProductListQuery) {
  const needle = query.q?.toLowerCase() ?? null
  const slugNeedle = query.q ? slugify(query.q) || null : null
  const active = query.active ?? null
  return tx`
    (${needle}::text is null
      or position(${needle}::text in lower(p.name)) > 0
      or position(${needle}::text in lower(p.category)) > 0
      or position(${slugNeedle}::text in p.slug) > 0)
    and (${active}::boolean is null or p.is_active = ${active}::boolean)`
}

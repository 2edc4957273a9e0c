import type {
  AdminProduct,
  AdminProductList,
  ProductListQuery,
} from '../../_shared/contract/admin/shop-products.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { slugify } from '../../_shared/slug.ts'
import { listPage, readOne } from '../catalog/list-page.ts'
import type { publicUrlOf } from '../catalog/storage-api.ts'
import { ProductRows, productColumns, toAdminProduct } from './product-dto.ts'

type UrlOf = ReturnType<typeof publicUrlOf>

export const productNotFound = () =>
  new AppError('product_not_found', 'There is no product with this id.')

/** One page of products, newest first, active or not (the admin's RLS policy sees all). */
export function listProducts(
  tx: Tx,
  query: ProductListQuery,
  urlOf: UrlOf,
): Promise<AdminProductList> {
  return listPage(
    tx,
    {
      columns: productColumns(tx),
      from: tx`public.products as p`,
      where: matching(tx, query),
      order: tx`p.created_at desc, p.id`,
      limit: query.limit,
      offset: query.offset,
    },
    (rows) => ProductRows.parse(rows).map((row) => toAdminProduct(row, urlOf)),
  )
}

export async function readProduct(tx: Tx, id: string, urlOf: UrlOf): Promise<AdminProduct> {
  const product = await readOne(
    tx,
    { columns: productColumns(tx), from: tx`public.products as p`, idColumn: tx`p.id`, id },
    (rows) => ProductRows.parse(rows).map((row) => toAdminProduct(row, urlOf)),
  )
  if (!product) throw productNotFound()
  return product
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

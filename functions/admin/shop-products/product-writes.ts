import { z } from 'zod'
import type {
  ProductCreateInput,
  ProductUpdateInput,
} from '../../_shared/contract/admin/shop-products.ts'
import { isDatabaseError, SQLSTATE } from '../../_shared/db/refusals.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { assertSlugFree, chooseSlug } from '../catalog/slug-choice.ts'
import { productNotFound } from './product-reads.ts'
import { stockBelowReserved } from './product-stock.ts'

// Every write runs as the admin (RLS: "Admins can … products").

const Id = z.array(z.object({ id: z.string() }))

export async function createProduct(tx: Tx, input: ProductCreateInput): Promise<string> {
  const slug = await chooseSlug(tx, 'products', input.slug, input.name)
  const [row] = Id.parse(
    await tx`
      insert into public.products (slug, name, name_translations, category, description, specs,
        price_cents, stock, is_active)
      values (${slug}, ${input.name}, ${tx.json(input.name_translations)}, ${input.category},
        ${tx.json(input.description)},
        ${tx.json(input.specs)}, ${input.price_cents}, ${input.stock}, ${input.is_active})
      returning id`,
  )
  return row!.id
}

/**
 * Changes the fields sent. A new `stock` must cover the units held by checkouts in progress, and
 * is checked in the update itself, against `reserved` as it is then (409 `stock_below_reserved`).
 */
export async function updateProduct(tx: Tx, id: string, patch: ProductUpdateInput): Promise<void> {
  if (patch.slug !== undefined) await assertSlugFree(tx, 'products', patch.slug, id)
  const { description, specs, name_translations: names, ...plain } = patch
  const changes = {
    ...plain,
    ...(names !== undefined ? { name_translations: tx.json(names) } : {}),
    ...(description !== undefined ? { description: tx.json(description) } : {}),
    ...(specs !== undefined ? { specs: tx.json(specs) } : {}),
  }
  const stock = patch.stock ?? null
  const rows = await tx`
    update public.products set ${tx(changes as Record<string, unknown>)}
    where id = ${id} and (${stock}::int is null or ${stock}::int >= reserved)
    returning id`
  if (rows.length > 0) return
  const [product] = await tx<{ reserved: number }[]>`
    select reserved from public.products where id = ${id}`
  if (!product) throw productNotFound()
  throw stockBelowReserved(product.reserved)
}

/** Shows (`true`) or hides a product in the shop; a hidden one keeps its orders and stock. */
export async function setProductActive(tx: Tx, id: string, active: boolean): Promise<void> {
  const rows = await tx`
    update public.products set is_active = ${active} where id = ${id} returning id`
  if (rows.length === 0) throw productNotFound()
}

/**
 * Deletes a product nobody has ordered; returns its images for removal. Order lines keep ordered
 * products (foreign key `on delete restrict`): 409 `product_sold`, deactivate it instead.
 */
export async function deleteProduct(tx: Tx, id: string): Promise<string[]> {
  const [ordered] = await tx`select 1 from public.order_items where product_id = ${id} limit 1`
  if (ordered) throw productSold()
  // The foreign key still decides when an order arrives between the check and the delete.
  const [deleted] = await tx<{ images: string[] }[]>`
    delete from public.products where id = ${id} returning images`.catch((error: unknown) => {
    throw isDatabaseError(error, SQLSTATE.foreignKeyViolation) ? productSold() : error
  })
  if (!deleted) throw productNotFound()
  return deleted.images
}

export function productSold() {
  return new AppError(
    'product_sold',
    'This product has been ordered, so it stays in the catalogue. Deactivate it instead.',
  )
}

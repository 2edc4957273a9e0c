import type { StockChange } from '../../_shared/contract/admin/shop-products.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { productNotFound } from './product-reads.ts'

/**
 * Adds `delta` units (received, or negative for units lost) or sets the count. The result may
 * never drop below the units held by checkouts in progress, which checkout reserves in its own
 * transaction: the condition is part of the update, so the two never both win.
 */
export async function changeStock(tx: Tx, id: string, change: StockChange): Promise<void> {
  const target = 'delta' in change ? tx`stock + ${change.delta}::int` : tx`${change.stock}::int`
  const rows = await tx`
    update public.products set stock = ${target}
    where id = ${id} and ${target} >= reserved
    returning id`
  if (rows.length > 0) return
  const [product] = await tx<{ reserved: number }[]>`
    select reserved from public.products where id = ${id}`
  if (!product) throw productNotFound()
  throw stockBelowReserved(product.reserved)
}

export function stockBelowReserved(reserved: number) {
  const floor = reserved > 0 ? `the ${reserved} units held by checkouts in progress` : 'zero'
  return new AppError('stock_below_reserved', `Stock cannot go below ${floor}.`, {
    stock: 'stock_below_reserved',
  })
}

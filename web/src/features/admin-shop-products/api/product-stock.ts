import type { AdminProduct, StockChange } from '@contract/admin/shop-products.ts'
import { adminRequest } from '@/lib/admin-api'
import { productPath } from './product'

// `POST admin/products/{id}/stock` with `{ stock }` (the new count) or `{ delta }` (units received
// or removed). 409 `stock_below_reserved` when the result would not cover the units held by
// checkouts in progress.

export const changeStock = (id: string, change: StockChange) =>
  adminRequest<AdminProduct>(productPath(id, 'stock'), { method: 'POST', body: change })

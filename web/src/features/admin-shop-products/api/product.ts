import type { AdminProduct, ProductUpdateInput } from '@contract/admin/shop-products.ts'
import useSWR from 'swr'
import { adminGet, adminRequest } from '@/lib/admin-api'

// `GET`, `PATCH` and `DELETE admin/products/{id}`: one product.

/** `products/{id}` or `products/{id}/{action}`, relative to the admin function. */
export const productPath = (id: string, action = '') =>
  `products/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

export const productKey = (id: string) => `admin/${productPath(id)}`

export function useAdminProduct(id: string | undefined) {
  return useSWR(id ? productKey(id) : null, adminGet<AdminProduct>)
}

export const updateProduct = (id: string, patch: ProductUpdateInput) =>
  adminRequest<AdminProduct>(productPath(id), { method: 'PATCH', body: patch })

/** 409 `product_sold` when the product is in any order: it stays (hide it instead). */
export const deleteProduct = (id: string) =>
  adminRequest<void>(productPath(id), { method: 'DELETE' })

import type {
  AdminProduct,
  AdminProductList,
  ProductCreateInput,
  ProductUpdateInput,
  SignedUpload,
  StockChange,
} from '@contract/admin-catalog.ts'
import useSWR from 'swr'
import { listKey } from '@/lib/admin/use-address-query'
import { adminGet, adminRequest } from '@/lib/admin-api'

// The shop's products: `admin/products` and `admin/products/{id}` with stock, images and state.

export const PRODUCTS_PAGE_SIZE = 25

export type ProductFilters = { q: string; active: string; offset: number }

export function useAdminProducts(filters: ProductFilters) {
  return useSWR(
    listKey('products', { ...filters, limit: PRODUCTS_PAGE_SIZE }),
    adminGet<AdminProductList>,
  )
}

export const productKey = (id: string) => `admin/products/${encodeURIComponent(id)}`

export function useAdminProduct(id: string | undefined) {
  return useSWR(id ? productKey(id) : null, adminGet<AdminProduct>)
}

const path = (id: string, action = '') =>
  `products/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

export const createProduct = (input: ProductCreateInput) =>
  adminRequest<AdminProduct>('products', { method: 'POST', body: input })

export const updateProduct = (id: string, patch: ProductUpdateInput) =>
  adminRequest<AdminProduct>(path(id), { method: 'PATCH', body: patch })

export const deleteProduct = (id: string) => adminRequest<void>(path(id), { method: 'DELETE' })

export const setProductActive = (id: string, active: boolean) =>
  adminRequest<AdminProduct>(path(id, active ? 'activate' : 'deactivate'), { method: 'POST' })

export const changeStock = (id: string, change: StockChange) =>
  adminRequest<AdminProduct>(path(id, 'stock'), { method: 'POST', body: change })

export const signImageUpload = (id: string, upload: { content_type: string; filename: string }) =>
  adminRequest<SignedUpload>(path(id, 'uploads'), { method: 'POST', body: upload })

export const completeImageUpload = (id: string, imagePath: string) =>
  adminRequest<AdminProduct>(path(id, 'uploads/complete'), {
    method: 'POST',
    body: { path: imagePath },
  })

export const removeImage = (id: string, imagePath: string) =>
  adminRequest<AdminProduct>(path(id, 'images'), { method: 'DELETE', body: { path: imagePath } })

import type { AdminProductList } from '@contract/admin/shop-products.ts'
import useSWR from 'swr'
import { listKey } from '@/lib/admin/use-address-query'
import { adminGet } from '@/lib/admin-api'

// `GET admin/products?q&active&limit&offset`: every product, in the shop or hidden, newest first.

export const PRODUCTS_PAGE_SIZE = 25

/**
 * The categories already in use (from the newest 100 products), offered while typing one: the
 * shop groups products by the exact word.
 */
export function useProductCategories(): string[] {
  const { data } = useSWR(listKey('products', { limit: 100 }), adminGet<AdminProductList>)
  const categories = new Set((data?.items ?? []).map((product) => product.category))
  return [...categories].sort((a, b) => a.localeCompare(b))
}

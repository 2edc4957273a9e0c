import type { Product } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'
import { productKey } from './keys'

// `GET site/products/:slug?lang`: one active product; 404 `product_not_found` otherwise.

export { productKey }

export const getProduct = (key: string) => apiGet<Product>(key)

export function useProduct(slug: string, language: string) {
  return useSWR(productKey(slug, language), getProduct)
}

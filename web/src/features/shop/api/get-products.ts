import type { ProductList } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/products?category&lang`: active products, optionally of one category, and every category.

export const productsKey = (language: string, category: string | null) => {
  const params = new URLSearchParams({ lang: language })
  if (category) params.set('category', category)
  return `products?${params}`
}

export const getProducts = (key: string) => apiGet<ProductList>(key)

export function useProducts(language: string, category: string | null) {
  return useSWR(productsKey(language, category), getProducts)
}

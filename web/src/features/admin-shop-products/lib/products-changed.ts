import { useRevalidate } from '@/lib/admin/revalidate'

/** After a product changed: the panel's lists and dashboard, and the shop (`products…`, sitemap). */
export function useProductsChanged() {
  const revalidate = useRevalidate()
  return () => revalidate('admin/products', 'admin/dashboard', 'products', 'sitemap')
}

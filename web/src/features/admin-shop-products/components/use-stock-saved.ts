import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { showToast } from '@/lib/toast'
import { productKey } from '../api/product'
import { useProductsChanged } from '../lib/products-changed'

/** What follows a stock change the server accepted: the product, the lists and the shop, a toast. */
export function useStockSaved() {
  const { t } = useTranslation('admin-shop-products')
  const { mutate } = useSWRConfig()
  const productsChanged = useProductsChanged()
  return (saved: AdminProduct) => {
    void mutate(productKey(saved.id), saved, false)
    void productsChanged()
    showToast({
      tone: 'success',
      title: t('stock.saved'),
      body: t('stock.savedBody', { count: saved.stock, name: saved.name }),
    })
  }
}

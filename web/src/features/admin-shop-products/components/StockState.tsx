import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'

/** Up to this many units left the shop says "only N left" (as the site's catalogue does). */
export const LOW_STOCK = 3

/** In stock, low or sold out, in words, from the units a buyer can still take. */
export function StockState({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-shop-products')
  const state =
    product.available <= 0 ? 'soldOut' : product.available <= LOW_STOCK ? 'low' : 'inStock'
  const tone = {
    soldOut: 'admin-badge--bad',
    low: 'admin-badge--warn',
    inStock: 'admin-badge--good',
  }[state]
  return (
    <span className={`admin-badge ${tone}`}>
      {t(`stock.${state}`, { count: product.available })}
    </span>
  )
}

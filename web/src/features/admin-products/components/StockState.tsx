import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'

/** Under this many units left the shop says "only N left". */
export const LOW_STOCK = 3

/** In stock, low or sold out, in words; with the units held by checkouts in progress. */
export function StockState({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-products')
  const state =
    product.available <= 0 ? 'soldOut' : product.available <= LOW_STOCK ? 'low' : 'inStock'
  const tone = {
    soldOut: 'admin-badge--bad',
    low: 'admin-badge--warn',
    inStock: 'admin-badge--good',
  }[state]
  return (
    <>
      <span className={`admin-badge ${tone}`}>
        {t(`stock.${state}`, { count: product.available })}
      </span>
      <span className="admin-muted">
        {t('stock.counts', { stock: product.stock, reserved: product.reserved })}
      </span>
    </>
  )
}

import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'
import { AdjustStockForm } from './AdjustStockForm'
import { SetStockForm } from './SetStockForm'
import { StockState } from './StockState'

/** The stock at a glance, and two ways to change it: a new count, or units added or removed. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-shop-products')
  // After a change the forms start afresh from the new figures.
  const version = `${product.stock}-${product.reserved}`
  return (
    <div className="stock-panel">
      <p className="stock-panel__summary">
        <StockState product={product} />
      </p>
      <dl className="admin-facts">
        <dt>{t('stock.onHand')}</dt>
        <dd>{product.stock}</dd>
        <dt>{t('stock.reserved')}</dt>
        <dd>{product.reserved}</dd>
        <dt>{t('stock.available')}</dt>
        <dd>{product.available}</dd>
        <dt>{t('stock.sold')}</dt>
        <dd>{product.sold_count}</dd>
      </dl>
      <div className="stock-panel__forms">
        <SetStockForm key={`set-${version}`} product={product} />
        <AdjustStockForm key={`adjust-${version}`} product={product} />
      </div>
    </div>
  )
}

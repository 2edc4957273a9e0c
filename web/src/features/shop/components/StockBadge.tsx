import type { StockState } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'

export function StockBadge({ stock, available }: { stock: StockState; available: number }) {
  const { t } = useTranslation('shop')
  const label =
    stock === 'sold_out'
      ? t('stock.soldOut')
      : stock === 'low'
        ? t('stock.low', { count: available })
        : t('stock.inStock')
  return <span className={`stock stock--${stock}`}>{label}</span>
}

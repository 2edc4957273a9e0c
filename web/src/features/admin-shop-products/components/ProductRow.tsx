import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { DeleteItemButton } from '@/components/admin/DeleteItemButton'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { PRODUCTS } from '../lib/product-kind'
import { ActiveSwitch } from './ActiveSwitch'
import { StockState } from './StockState'

/**
 * One product of the list. Each cell carries its column's name (`data-label`) for the phone
 * layout, where the header row is hidden and the cells stack into a card.
 */
export function ProductRow({ product }: { product: AdminProduct }) {
  const { t, i18n } = useTranslation(['admin-shop-products', 'admin'])
  const image = product.images[0]
  return (
    <tr>
      <td className="admin-table__image">
        {image ? (
          <img src={image.url} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="admin-table__no-image" aria-hidden="true" />
        )}
      </td>
      <th scope="row" className="admin-table__name">
        <Link href={`/shop-products/${product.id}`}>{product.name}</Link>
        <span className="admin-muted">/{product.slug}</span>
      </th>
      <td data-label={t('table.category')}>{product.category}</td>
      <td className="num" data-label={t('table.price')}>
        {formatMoney(product.price_cents, product.currency, currentLanguage(i18n))}
      </td>
      <td data-label={t('table.stock')}>
        <StockState product={product} />
        <span className="admin-muted">
          {product.reserved > 0
            ? t('stock.countsHeld', { stock: product.stock, reserved: product.reserved })
            : t('stock.counts', { count: product.stock })}
        </span>
      </td>
      <td className="num" data-label={t('table.sold')}>
        {product.sold_count}
      </td>
      <td>
        <ActiveSwitch product={product} withText />
      </td>
      <td className="admin-table__actions">
        <Link
          className="button button--ghost button--small"
          href={`/shop-products/${product.id}`}
          aria-label={t('edit', { name: product.name })}
        >
          {t('admin:actions.edit')}
        </Link>
        <DeleteItemButton kind={PRODUCTS} item={product} />
        {product.sold_count > 0 ? <span className="admin-muted">{t('delete.kept')}</span> : null}
      </td>
    </tr>
  )
}

import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMoney } from '@/lib/format'
import { ActiveSwitch } from './ActiveSwitch'
import { DeleteProductButton } from './DeleteProductButton'
import { StockState } from './StockState'

export function ProductsTable({ products }: { products: AdminProduct[] }) {
  const { t, i18n } = useTranslation('admin-products')
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('table.image')}</span>
            </th>
            <th scope="col">{t('table.product')}</th>
            <th scope="col">{t('table.category')}</th>
            <th scope="col" className="num">
              {t('table.price')}
            </th>
            <th scope="col">{t('table.stock')}</th>
            <th scope="col" className="num">
              {t('table.sold')}
            </th>
            <th scope="col">{t('table.inShop')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id}>
              <td>
                {product.images[0] ? (
                  <img src={product.images[0].url} alt="" width={48} height={48} loading="lazy" />
                ) : null}
              </td>
              <th scope="row">
                <Link href={`/shop-products/${product.id}`}>{product.name}</Link>
                <span className="admin-muted">/{product.slug}</span>
              </th>
              <td>{product.category}</td>
              <td className="num">
                {formatMoney(product.price_cents, product.currency, i18n.language)}
              </td>
              <td>
                <StockState product={product} />
              </td>
              <td className="num">{product.sold_count}</td>
              <td>
                <ActiveSwitch product={product} />
              </td>
              <td>
                <DeleteProductButton product={product} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

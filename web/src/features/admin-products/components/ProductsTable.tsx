import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { ProductRow } from './ProductRow'

/** The products of one page; on a phone each row becomes a card (see card-table.css). */
export function ProductsTable({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation('admin-products')
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards">
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
            <ProductRow key={product.id} product={product} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

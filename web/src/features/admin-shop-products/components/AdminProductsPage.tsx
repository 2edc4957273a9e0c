import { useTranslation } from 'react-i18next'
import { CatalogueListPage } from '@/components/admin/CatalogueListPage'
import { PRODUCTS_PAGE_SIZE } from '../api/products-list'
import { PRODUCTS } from '../lib/product-kind'
import { ProductsTable } from './ProductsTable'

/** /admin/shop-products: every product, in the shop or hidden, with stock at a glance. */
export default function AdminProductsPage() {
  const { t } = useTranslation(['admin-shop-products', 'admin'])
  return (
    <CatalogueListPage
      kind={PRODUCTS}
      pageSize={PRODUCTS_PAGE_SIZE}
      title={t('admin:nav.shopProducts')}
    >
      {(items) => <ProductsTable products={items} />}
    </CatalogueListPage>
  )
}

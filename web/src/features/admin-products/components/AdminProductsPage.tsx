import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { CatalogueListPage } from '@/components/admin/CatalogueListPage'
import { PRODUCTS_PAGE_SIZE } from '../api/products-list'
import { ProductsTable } from './ProductsTable'

/** /admin/shop-products: every product, in the shop or hidden, with stock at a glance. */
export default function AdminProductsPage() {
  const { t } = useTranslation(['admin-products', 'admin'])
  return (
    <CatalogueListPage<AdminProduct>
      resource="products"
      pageSize={PRODUCTS_PAGE_SIZE}
      title={t('admin:nav.shopProducts')}
      intro={t('intro')}
      newItem={{ href: '/shop-products/new', label: t('new') }}
      searchLabel={t('filters.search')}
      flag={{
        name: 'active',
        label: t('filters.show'),
        all: t('filters.all'),
        on: t('filters.inShop'),
        off: t('filters.hidden'),
      }}
      empty={t('empty')}
    >
      {(items) => <ProductsTable products={items} />}
    </CatalogueListPage>
  )
}

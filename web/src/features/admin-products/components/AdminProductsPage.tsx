import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { ListFilters } from '@/components/admin/ListFilters'
import { PagedList } from '@/components/admin/PagedList'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/products-list'
import { ProductsTable } from './ProductsTable'

/** /admin/shop-products: every product, in the shop or hidden, with stock at a glance. */
export default function AdminProductsPage() {
  const { t } = useTranslation(['admin-products', 'admin'])
  const query = useAddressQuery()
  const filters = { q: query.get('q'), active: query.get('active'), offset: query.offset }
  const { data, error, mutate } = useAdminProducts(filters)
  return (
    <AdminPage
      title={t('admin:nav.shopProducts')}
      intro={t('intro')}
      actions={
        <Link className="button button--primary" href="/shop-products/new">
          {t('new')}
        </Link>
      }
    >
      <ListFilters
        key={filters.q}
        search={{ label: t('filters.search'), value: filters.q }}
        fields={[
          {
            kind: 'select',
            name: 'active',
            label: t('filters.show'),
            value: filters.active,
            options: [
              { value: '', label: t('filters.all') },
              { value: 'true', label: t('filters.inShop') },
              { value: 'false', label: t('filters.hidden') },
            ],
          },
        ]}
        onChange={query.set}
      />
      <PagedList
        data={data}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        offset={filters.offset}
        limit={PRODUCTS_PAGE_SIZE}
        onOffsetChange={(offset) => query.set({ offset })}
      >
        {(items) => <ProductsTable products={items} />}
      </PagedList>
    </AdminPage>
  )
}

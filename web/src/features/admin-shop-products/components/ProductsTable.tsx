import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useTranslation } from 'react-i18next'
import { AdminTable } from '@/components/admin/AdminTable'
import { ProductRow } from './ProductRow'

/** The products of one page; on a phone each row becomes a card (see card-table.css). */
export function ProductsTable({ products }: { products: AdminProduct[] }) {
  const { t } = useTranslation('admin-shop-products')
  return (
    <AdminTable
      caption={t('table.caption')}
      columns={[
        { label: t('table.image'), hidden: true },
        t('table.product'),
        t('table.category'),
        { label: t('table.price'), num: true },
        t('table.stock'),
        { label: t('table.sold'), num: true },
        t('table.inShop'),
        { label: t('table.actions'), hidden: true },
      ]}
    >
      {products.map((product) => (
        <ProductRow key={product.id} product={product} />
      ))}
    </AdminTable>
  )
}

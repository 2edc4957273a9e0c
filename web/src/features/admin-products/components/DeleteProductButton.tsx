import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { DeleteButton } from '@/components/admin/DeleteButton'
import { deleteProduct, productKey } from '../api/product'
import { useProductsChanged } from '../lib/products-changed'

/**
 * Deletes a product after a confirmation. One that has sold stays for its orders (the server
 * refuses with `product_sold`), so it gets no Delete button; the server still refuses one that
 * is only in an unpaid order, and the toast then says so.
 */
export function DeleteProductButton({
  product,
  onDeleted,
}: {
  product: AdminProduct
  onDeleted?: () => void
}) {
  const { t } = useTranslation('admin-products')
  const { cache } = useSWRConfig()
  const productsChanged = useProductsChanged()
  if (product.sold_count > 0) return null
  return (
    <DeleteButton
      label={t('delete.label', { name: product.name })}
      title={t('delete.title', { name: product.name })}
      body={t('delete.body')}
      onDelete={async () => {
        await deleteProduct(product.id)
        // Its own entry goes first, so reading the lists again does not ask for it (a 404).
        cache.delete(productKey(product.id))
        await productsChanged()
      }}
      done={{ title: t('delete.done'), body: product.name }}
      failedTitle={t('delete.failed', { name: product.name })}
      onDeleted={onDeleted}
    />
  )
}

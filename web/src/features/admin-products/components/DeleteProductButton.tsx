import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { DeleteButton } from '@/components/admin/DeleteButton'
import { deleteProduct } from '../api/products'
import { useProductsChanged } from '../lib/products-changed'

/** Deletes a product after a confirmation; one that has been ordered stays (hide it instead). */
export function DeleteProductButton({
  product,
  onDeleted,
}: {
  product: AdminProduct
  onDeleted?: () => void
}) {
  const { t } = useTranslation('admin-products')
  const productsChanged = useProductsChanged()
  return (
    <DeleteButton
      label={t('delete.label', { name: product.name })}
      title={t('delete.title', { name: product.name })}
      body={product.sold_count > 0 ? t('delete.sold') : t('delete.body')}
      onDelete={async () => {
        await deleteProduct(product.id)
        await productsChanged()
      }}
      done={{ title: t('delete.done'), body: product.name }}
      failedTitle={t('delete.failed', { name: product.name })}
      onDeleted={onDeleted}
    />
  )
}

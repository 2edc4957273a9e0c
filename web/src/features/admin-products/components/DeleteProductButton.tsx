import type { AdminProduct } from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '@/components/admin/admin-errors'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { showToast } from '@/lib/toast'
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
  const { t } = useTranslation(['admin-products', 'admin', 'common'])
  const productsChanged = useProductsChanged()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    try {
      await deleteProduct(product.id)
      setOpen(false)
      showToast({ tone: 'success', title: t('delete.done'), body: product.name })
      await productsChanged()
      onDeleted?.()
    } catch (error) {
      setOpen(false)
      showToast({
        tone: 'error',
        title: t('delete.failed', { name: product.name }),
        body: errorText(t, error),
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={t('delete.label', { name: product.name })}
        onClick={() => setOpen(true)}
      >
        {t('admin:actions.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('delete.title', { name: product.name })}
        confirmLabel={t('admin:actions.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      >
        <p>{product.sold_count > 0 ? t('delete.sold') : t('delete.body')}</p>
      </ConfirmDialog>
    </>
  )
}

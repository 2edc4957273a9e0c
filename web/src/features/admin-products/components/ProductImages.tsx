import { type AdminProduct, IMAGE_TYPES, MAX_PRODUCT_IMAGES } from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { errorText } from '@/components/admin/admin-errors'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { FileUploadField } from '@/components/admin/FileUploadField'
import { useUpload } from '@/lib/admin/upload'
import { showToast } from '@/lib/toast'
import { completeImageUpload, productKey, removeImage, signImageUpload } from '../api/products'
import { useProductsChanged } from '../lib/products-changed'

/** The product's gallery (the first image leads): add one at a time, remove after confirming. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(['admin-products', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const productsChanged = useProductsChanged()
  const upload = useUpload<AdminProduct>(IMAGE_TYPES)
  const [removing, setRemoving] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const full = product.images.length >= MAX_PRODUCT_IMAGES

  const saved = async (updated: AdminProduct) => {
    await mutate(productKey(product.id), updated, false)
    await productsChanged()
  }

  const add = async (file: File) => {
    const updated = await upload.start(file, {
      sign: (contentType) =>
        signImageUpload(product.id, { content_type: contentType, filename: file.name }),
      complete: (path) => completeImageUpload(product.id, path),
    })
    if (updated) await saved(updated)
  }

  const remove = async () => {
    if (!removing) return
    setBusy(true)
    try {
      await saved(await removeImage(product.id, removing))
      showToast({ tone: 'success', title: t('images.removed') })
    } catch (error) {
      showToast({ tone: 'error', title: t('images.removeFailed'), body: errorText(t, error) })
    } finally {
      setRemoving(null)
      setBusy(false)
    }
  }

  return (
    <div className="product-images">
      {product.images.length === 0 ? (
        <p className="admin-muted">{t('images.none')}</p>
      ) : (
        <ul className="product-images__list">
          {product.images.map((image, index) => (
            <li key={image.path}>
              <img
                src={image.url}
                alt={t('images.alt', { name: product.name, number: index + 1 })}
                width={128}
                height={128}
              />
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('images.removeLabel', { number: index + 1 })}
                onClick={() => setRemoving(image.path)}
              >
                {t('images.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileUploadField
        label={t('images.add')}
        hint={full ? t('images.full', { count: MAX_PRODUCT_IMAGES }) : t('images.hint')}
        accept={IMAGE_TYPES.join(',')}
        upload={upload}
        disabled={full}
        onFile={add}
        onCancel={upload.cancel}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('images.removeTitle')}
        confirmLabel={t('images.remove')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('images.removeBody')}</p>
      </ConfirmDialog>
    </div>
  )
}

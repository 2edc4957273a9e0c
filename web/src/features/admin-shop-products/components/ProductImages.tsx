import { type AdminProduct, MAX_PRODUCT_IMAGES } from '@contract/admin/shop-products.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { ErrorText } from '@/components/ui/ErrorText'
import { showToast } from '@/lib/toast'
import { productKey } from '../api/product'
import { removeImage } from '../api/product-images'
import { useProductsChanged } from '../lib/products-changed'
import { ImageUploads } from './ImageUploads'

/** The product's photos (the first leads in the shop): several added at once, removed after a question. */
export function ProductImages({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(['admin-shop-products', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const productsChanged = useProductsChanged()
  const [removing, setRemoving] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const image = removing === null ? undefined : product.images[removing]
  const altOf = (index: number) => t('images.alt', { name: product.name, number: index + 1 })

  const changed = async (updated: AdminProduct) => {
    await mutate(productKey(product.id), updated, false)
    // The lists and the shop are read again meanwhile: the next photo need not wait for them,
    // and a failed refresh only leaves them as they were until their next read.
    productsChanged().catch(() => undefined)
  }

  const remove = async () => {
    if (!image) return
    setBusy(true)
    try {
      await changed(await removeImage(product.id, image.path))
      showToast({ tone: 'success', title: t('images.removed'), body: product.name })
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('images.removeFailed'),
        body: <ErrorText error={error} />,
      })
    } finally {
      setRemoving(null)
      setBusy(false)
    }
  }

  return (
    <div className="product-images">
      <p className="admin-muted">
        {t('images.count', { count: product.images.length, max: MAX_PRODUCT_IMAGES })}
      </p>
      {product.images.length === 0 ? (
        <p>{t('images.none')}</p>
      ) : (
        <ol className="product-images__list">
          {product.images.map((current, index) => (
            <li key={current.path}>
              <img src={current.url} alt={altOf(index)} width={128} height={128} />
              {index === 0 ? <span className="admin-badge">{t('images.main')}</span> : null}
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('images.removeLabel', { number: index + 1 })}
                onClick={() => setRemoving(index)}
              >
                {t('images.remove')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <ImageUploads product={product} onUploaded={changed} />
      <ConfirmDialog
        open={image !== undefined}
        title={t('images.removeTitle', { number: (removing ?? 0) + 1 })}
        confirmLabel={t('images.remove')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {image ? (
          <img className="product-images__doomed" src={image.url} alt={altOf(removing ?? 0)} />
        ) : null}
        <p>{t('images.removeBody')}</p>
      </ConfirmDialog>
    </div>
  )
}

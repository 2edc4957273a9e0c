import { IMAGE_TYPES } from '@contract/admin/catalog.ts'
import { type AdminProduct, MAX_PRODUCT_IMAGES } from '@contract/admin/shop-products.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueuedImage } from './QueuedImage'

type Queued = { id: string; file: File; failed: boolean }

type Props = { product: AdminProduct; onUploaded: (updated: AdminProduct) => Promise<void> }

/**
 * Photos chosen together go up one after another (each with its progress), so they join the
 * gallery in the order chosen and the server's limit is met one at a time. Files beyond the
 * free places are not sent, and the owner is told which.
 */
export function ImageUploads({ product, onUploaded }: Props) {
  const { t } = useTranslation(['admin-shop-products', 'admin'])
  const id = useId()
  const [queue, setQueue] = useState<Queued[]>([])
  const [leftOut, setLeftOut] = useState<string[]>([])
  const [said, setSaid] = useState('')
  const waiting = queue.filter((item) => !item.failed).length
  const free = Math.max(0, MAX_PRODUCT_IMAGES - product.images.length - waiting)
  const current = queue.find((item) => !item.failed)?.id

  const chosen = (files: File[]) => {
    const taken = files.slice(0, free)
    setLeftOut(files.slice(taken.length).map((file) => file.name))
    setQueue((items) => [
      ...items,
      ...taken.map((file) => ({ id: crypto.randomUUID(), file, failed: false })),
    ])
  }
  const drop = (itemId: string) => setQueue((items) => items.filter((item) => item.id !== itemId))
  const failed = (itemId: string) =>
    setQueue((items) =>
      items.map((item) => (item.id === itemId ? { ...item, failed: true } : item)),
    )

  return (
    <div className="image-uploads">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('images.add')}
        </label>
        <input
          id={id}
          type="file"
          multiple
          className="upload__input"
          accept={IMAGE_TYPES.join(',')}
          disabled={free === 0}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            // The same files may be chosen again after a refusal.
            event.target.value = ''
            if (files.length > 0) chosen(files)
          }}
        />
        <p id={`${id}-hint`} className="field__hint">
          {free === 0
            ? t('images.full', { count: MAX_PRODUCT_IMAGES })
            : t('images.hint', { count: free })}
        </p>
      </div>
      {leftOut.length > 0 ? (
        <p className="field__error" role="alert">
          {t('images.leftOut', {
            count: leftOut.length,
            max: MAX_PRODUCT_IMAGES,
            names: leftOut.join(', '),
          })}
        </p>
      ) : null}
      {queue.length > 0 ? (
        <ul className="image-queue" aria-label={t('images.queue')}>
          {queue.map((item) => (
            <QueuedImage
              key={item.id}
              productId={product.id}
              file={item.file}
              turn={item.id === current}
              onUploaded={async (updated) => {
                await onUploaded(updated)
                drop(item.id)
                setSaid(t('images.added', { name: item.file.name }))
              }}
              onFailed={() => failed(item.id)}
              onDismissed={() => drop(item.id)}
            />
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  )
}

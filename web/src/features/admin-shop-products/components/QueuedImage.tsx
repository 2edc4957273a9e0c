import { IMAGE_TYPES } from '@contract/admin/catalog.ts'
import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { useUpload } from '@/lib/admin/upload'
import { WEB_IMAGE_BOUNDS } from '@/lib/admin/web-image'
import { completeImageUpload, signImageUpload } from '../api/product-images'

type Props = {
  productId: string
  file: File
  /** Its turn has come: the one before it is done or failed. */
  turn: boolean
  onUploaded: (updated: AdminProduct) => Promise<void>
  onFailed: () => void
  onDismissed: () => void
}

/** One chosen photo: waiting, uploading (with progress), checked by the server, or refused. */
export function QueuedImage({ productId, file, turn, onUploaded, onFailed, onDismissed }: Props) {
  const { t } = useTranslation(['admin-shop-products', 'admin', 'common'])
  const upload = useUpload<AdminProduct>(IMAGE_TYPES)
  const started = useRef(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, when its turn comes
  useEffect(() => {
    if (!turn || started.current) return
    started.current = true
    void upload
      .start(file, {
        fitWithin: WEB_IMAGE_BOUNDS.product,
        sign: (contentType, filename) =>
          signImageUpload(productId, { content_type: contentType, filename }),
        complete: (path) => completeImageUpload(productId, path),
      })
      .then((updated) => (updated ? onUploaded(updated) : onFailed()))
  }, [turn])

  const percent = Math.round(upload.progress * 100)
  const small = 'button button--ghost button--small'
  return (
    <li className="image-queue__item">
      <span className="image-queue__name">{file.name}</span>
      {upload.phase === 'idle' ? <span className="admin-muted">{t('images.waiting')}</span> : null}
      {upload.phase === 'uploading' ? (
        <span className="upload__progress">
          <progress
            max={100}
            value={percent}
            aria-label={t('admin:upload.progressLabel', { label: file.name })}
          />
          <span>{t('admin:upload.uploading', { percent })}</span>
          <button
            type="button"
            className={small}
            aria-label={t('images.cancel', { name: file.name })}
            onClick={() => {
              upload.cancel()
              onDismissed()
            }}
          >
            {t('admin:actions.cancel')}
          </button>
        </span>
      ) : null}
      {upload.phase === 'checking' || upload.phase === 'done' ? (
        <span className="admin-muted">{t('admin:upload.checking')}</span>
      ) : null}
      {upload.phase === 'failed' ? (
        <>
          <span className="field__error" role="alert">
            <ErrorText error={upload.error} />
          </span>
          <button
            type="button"
            className={small}
            aria-label={t('images.dismiss', { name: file.name })}
            onClick={onDismissed}
          >
            {t('images.dismissShort')}
          </button>
        </>
      ) : null}
    </li>
  )
}

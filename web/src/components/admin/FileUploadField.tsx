import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import type { UploadState } from '@/lib/admin/upload'

type Props = {
  label: string
  /** What the file must be ("MP3 at 320 kbps", "JPEG, PNG, WebP, AVIF or SVG"). */
  hint: string
  accept: string
  upload: UploadState
  /** What is attached now: a picture, a player, a file name. */
  current?: ReactNode
  disabled?: boolean
  onFile: (file: File) => void
  onCancel?: () => void
}

/** A file input with the upload's progress bar, the server's check, and its refusal in words. */
export function FileUploadField({
  label,
  hint,
  accept,
  upload,
  current,
  disabled = false,
  onFile,
  onCancel,
}: Props) {
  const { t } = useTranslation(['admin', 'common'])
  const id = useId()
  const busy = upload.phase === 'uploading' || upload.phase === 'checking'
  const percent = Math.round(upload.progress * 100)
  return (
    <div className={upload.phase === 'failed' ? 'field field--invalid upload' : 'field upload'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {current ? <div className="upload__current">{current}</div> : null}
      <input
        id={id}
        type="file"
        className="upload__input"
        accept={accept}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // The same file may be chosen again after a refusal.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div id={`${id}-status`} className="upload__status" aria-live="polite">
        {upload.phase === 'uploading' ? (
          <div className="upload__progress">
            <progress max={100} value={percent} aria-label={t('upload.progressLabel', { label })} />
            <span>{t('upload.uploading', { percent })}</span>
            {onCancel ? (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={onCancel}
              >
                {t('actions.cancel')}
              </button>
            ) : null}
          </div>
        ) : null}
        {upload.phase === 'checking' ? <span>{t('upload.checking')}</span> : null}
        {upload.phase === 'done' ? <span>{t('upload.done')}</span> : null}
      </div>
      {upload.phase === 'failed' ? (
        <p className="field__error" role="alert">
          <ErrorText error={upload.error} />
        </p>
      ) : null}
    </div>
  )
}

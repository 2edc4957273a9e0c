import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { showToast } from '@/lib/toast'
import { ConfirmDialog } from './ConfirmDialog'

type Props = {
  /** The button's accessible name, naming the item ("Delete Night Drive"). */
  label: string
  /** The question and what it means. */
  title: string
  body: string
  /** Deletes; throws the API's refusal. */
  onDelete: () => Promise<unknown>
  /** The toasts after: done (with the item's name), or refused. */
  done: { title: string; body: string }
  failedTitle: string
  onDeleted?: () => void
}

/** "Delete", a confirmation, then the deletion and a toast saying how it went. */
export function DeleteButton({
  label,
  title,
  body,
  onDelete,
  done,
  failedTitle,
  onDeleted,
}: Props) {
  const { t } = useTranslation(['admin', 'common'])
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    try {
      await onDelete()
      showToast({ tone: 'success', ...done })
      onDeleted?.()
    } catch (error) {
      showToast({ tone: 'error', title: failedTitle, body: <ErrorText error={error} /> })
    } finally {
      setOpen(false)
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('actions.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={t('actions.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      >
        <p>{body}</p>
      </ConfirmDialog>
    </>
  )
}

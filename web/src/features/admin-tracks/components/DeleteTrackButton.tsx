import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '@/components/admin/admin-errors'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { showToast } from '@/lib/toast'
import { deleteTrack } from '../api/tracks'
import { useTracksChanged } from '../lib/catalog-changed'

/** Deletes a track after a confirmation; a track that has sold stays (unpublish it instead). */
export function DeleteTrackButton({
  track,
  onDeleted,
}: {
  track: AdminTrack
  onDeleted?: () => void
}) {
  const { t } = useTranslation(['admin-tracks', 'admin', 'common'])
  const tracksChanged = useTracksChanged()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const remove = async () => {
    setBusy(true)
    try {
      await deleteTrack(track.id)
      setOpen(false)
      showToast({ tone: 'success', title: t('delete.done'), body: track.title })
      await tracksChanged()
      onDeleted?.()
    } catch (error) {
      setOpen(false)
      showToast({
        tone: 'error',
        title: t('delete.failed', { title: track.title }),
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
        aria-label={t('delete.label', { title: track.title })}
        onClick={() => setOpen(true)}
      >
        {t('admin:actions.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('delete.title', { title: track.title })}
        confirmLabel={t('admin:actions.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      >
        <p>{track.sold_count > 0 ? t('delete.sold') : t('delete.body')}</p>
      </ConfirmDialog>
    </>
  )
}

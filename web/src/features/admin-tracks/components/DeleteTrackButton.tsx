import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { DeleteButton } from '@/components/admin/DeleteButton'
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
  const { t } = useTranslation('admin-tracks')
  const tracksChanged = useTracksChanged()
  return (
    <DeleteButton
      label={t('delete.label', { title: track.title })}
      title={t('delete.title', { title: track.title })}
      body={track.sold_count > 0 ? t('delete.sold') : t('delete.body')}
      onDelete={async () => {
        await deleteTrack(track.id)
        await tracksChanged()
      }}
      done={{ title: t('delete.done'), body: track.title }}
      failedTitle={t('delete.failed', { title: track.title })}
      onDeleted={onDeleted}
    />
  )
}

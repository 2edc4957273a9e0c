import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { DeleteButton } from '@/components/admin/DeleteButton'
import { deleteTrack, trackKey } from '../api/track'
import { useTracksChanged } from '../lib/catalog-changed'

/**
 * Deletes a track after a confirmation. A track with licences sold is kept for its buyers (the
 * server refuses with `track_sold`), so it gets no Delete button; the server still refuses one
 * that is in an order not yet paid, and the toast then says so.
 */
export function DeleteTrackButton({
  track,
  onDeleted,
}: {
  track: AdminTrack
  onDeleted?: () => void
}) {
  const { t } = useTranslation('admin-tracks')
  const { cache } = useSWRConfig()
  const tracksChanged = useTracksChanged()
  if (track.sold_count > 0) return null
  return (
    <DeleteButton
      label={t('delete.label', { title: track.title })}
      title={t('delete.title', { title: track.title })}
      body={t('delete.body')}
      onDelete={async () => {
        await deleteTrack(track.id)
        // Its own entry goes first, so reading the lists again does not ask for it (a 404).
        cache.delete(trackKey(track.id))
        await tracksChanged()
      }}
      done={{ title: t('delete.done'), body: track.title }}
      failedTitle={t('delete.failed', { title: track.title })}
      onDeleted={onDeleted}
    />
  )
}

import type { AdminTrack } from '@contract/admin/tracks.ts'
import { useTranslation } from 'react-i18next'
import { AdminTable } from '@/components/admin/AdminTable'
import { TrackRow } from './TrackRow'

/** The tracks of one page; on a phone each row becomes a card (see tracks.css). */
export function TracksTable({ tracks }: { tracks: AdminTrack[] }) {
  const { t } = useTranslation('admin-tracks')
  return (
    <AdminTable
      caption={t('table.caption')}
      columns={[
        { label: t('table.cover'), hidden: true },
        t('table.track'),
        t('table.genre'),
        { label: t('table.bpm'), num: true },
        { label: t('table.length'), num: true },
        { label: t('table.private'), num: true },
        { label: t('table.commercial'), num: true },
        { label: t('table.sold'), num: true },
        t('table.published'),
        { label: t('table.actions'), hidden: true },
      ]}
    >
      {tracks.map((track) => (
        <TrackRow key={track.id} track={track} />
      ))}
    </AdminTable>
  )
}

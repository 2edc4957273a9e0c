import { useTranslation } from 'react-i18next'
import { CatalogueListPage } from '@/components/admin/CatalogueListPage'
import { TRACKS_PAGE_SIZE } from '../api/tracks-list'
import { TRACKS } from '../lib/track-kind'
import { TracksTable } from './TracksTable'

/** /admin/tracks: every track, published or not, with search and the publish switch. */
export default function AdminTracksPage() {
  const { t } = useTranslation(['admin-tracks', 'admin'])
  return (
    <CatalogueListPage kind={TRACKS} pageSize={TRACKS_PAGE_SIZE} title={t('admin:nav.tracks')}>
      {(items) => <TracksTable tracks={items} />}
    </CatalogueListPage>
  )
}

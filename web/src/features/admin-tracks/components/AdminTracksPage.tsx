import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { CatalogueListPage } from '@/components/admin/CatalogueListPage'
import { TRACKS_PAGE_SIZE } from '../api/tracks-list'
import { TracksTable } from './TracksTable'

/** /admin/tracks: every track, published or not, with search and the publish switch. */
export default function AdminTracksPage() {
  const { t } = useTranslation(['admin-tracks', 'admin'])
  return (
    <CatalogueListPage<AdminTrack>
      resource="tracks"
      pageSize={TRACKS_PAGE_SIZE}
      title={t('admin:nav.tracks')}
      intro={t('intro')}
      newItem={{ href: '/tracks/new', label: t('new') }}
      searchLabel={t('filters.search')}
      flag={{
        name: 'published',
        label: t('filters.published'),
        all: t('filters.all'),
        on: t('filters.onlyPublished'),
        off: t('filters.onlyHidden'),
      }}
      empty={t('empty')}
    >
      {(items) => <TracksTable tracks={items} />}
    </CatalogueListPage>
  )
}

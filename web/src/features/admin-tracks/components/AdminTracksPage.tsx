import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { ListFilters } from '@/components/admin/ListFilters'
import { PagedList } from '@/components/admin/PagedList'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { TRACKS_PAGE_SIZE, useAdminTracks } from '../api/tracks-list'
import { TracksTable } from './TracksTable'
import './tracks.css'

/** /admin/tracks: every track, published or not, with search and the publish switch. */
export default function AdminTracksPage() {
  const { t } = useTranslation(['admin-tracks', 'admin'])
  const query = useAddressQuery()
  const filters = { q: query.get('q'), published: query.get('published'), offset: query.offset }
  const { data, error, mutate } = useAdminTracks(filters)
  return (
    <AdminPage
      title={t('admin:nav.tracks')}
      intro={t('intro')}
      actions={
        <Link className="button button--primary" href="/tracks/new">
          {t('new')}
        </Link>
      }
    >
      <ListFilters
        key={filters.q}
        search={{ label: t('filters.search'), value: filters.q }}
        fields={[
          {
            kind: 'select',
            name: 'published',
            label: t('filters.published'),
            value: filters.published,
            options: [
              { value: '', label: t('filters.all') },
              { value: 'true', label: t('filters.onlyPublished') },
              { value: 'false', label: t('filters.onlyHidden') },
            ],
          },
        ]}
        onChange={query.set}
      />
      <PagedList
        data={data}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        offset={filters.offset}
        limit={TRACKS_PAGE_SIZE}
        onOffsetChange={(offset) => query.set({ offset })}
      >
        {(items) => <TracksTable tracks={items} />}
      </PagedList>
    </AdminPage>
  )
}

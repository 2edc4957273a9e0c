import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { Pagination } from '@/components/admin/Pagination'
import { QueryState } from '@/components/admin/QueryState'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { TRACKS_PAGE_SIZE, useAdminTracks } from '../api/tracks'
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
      <TrackFilters
        key={filters.q}
        q={filters.q}
        published={filters.published}
        onChange={query.set}
      />
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(list) =>
          list.items.length === 0 ? (
            <p className="admin-empty">{t('empty')}</p>
          ) : (
            <>
              <TracksTable tracks={list.items} />
              <Pagination
                offset={filters.offset}
                limit={TRACKS_PAGE_SIZE}
                total={list.total}
                onOffsetChange={(offset) => query.set({ offset })}
              />
            </>
          )
        }
      </QueryState>
    </AdminPage>
  )
}

type FiltersProps = {
  q: string
  published: string
  onChange: (changes: Record<string, string>) => void
}

function TrackFilters({ q, published, onChange }: FiltersProps) {
  const { t } = useTranslation(['admin-tracks', 'admin'])
  const id = useId()
  const [search, setSearch] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: search.trim() })
  }
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-published`}>
          {t('filters.published')}
        </label>
        <select
          id={`${id}-published`}
          className="field__control"
          value={published}
          onChange={(event) => onChange({ published: event.target.value })}
        >
          <option value="">{t('filters.all')}</option>
          <option value="true">{t('filters.onlyPublished')}</option>
          <option value="false">{t('filters.onlyHidden')}</option>
        </select>
      </div>
      <button type="submit" className="button button--ghost">
        {t('admin:actions.search')}
      </button>
    </form>
  )
}

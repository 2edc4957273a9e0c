import type { TrackList } from '@contract/site/site.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SWRResponse } from 'swr'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { PAGE_SIZE, type TrackFilters, tracksKey } from '../api/get-tracks'
import { TrackResultsPage } from './TrackResultsPage'
import { TrackRow } from './TrackRow'

type Props = {
  filters: TrackFilters
  language: string
  /** The first page, fetched by the page because its genres also feed the filters. */
  first: SWRResponse<TrackList>
  onClear: () => void
}

export function TrackResults({ filters, language, first, onClear }: Props) {
  const { t } = useTranslation(['tracks', 'common'])
  const [pages, setPages] = useState(1)
  // New filters start again from the first page.
  const firstKey = tracksKey(filters, language, 0)
  const [shownKey, setShownKey] = useState(firstKey)
  if (shownKey !== firstKey) {
    setShownKey(firstKey)
    setPages(1)
  }
  const { data, error, isLoading, mutate } = first

  if (error) {
    return (
      <p className="notice" role="alert">
        <ErrorText error={error} />{' '}
        <button type="button" className="button button--small" onClick={() => mutate()}>
          {t('retry')}
        </button>
      </p>
    )
  }
  if (!data) return <Loading />

  const offsets = Array.from({ length: pages - 1 }, (_, index) => (index + 1) * PAGE_SIZE)
  return (
    <section className="track-results" aria-labelledby="track-results-count">
      <p id="track-results-count" className="track-results__count" role="status">
        {t('list.count', { count: data.total })}
      </p>
      {data.items.length === 0 ? (
        <div className="notice">
          <p>{t('list.empty')}</p>
          <button type="button" className="button button--small button--ghost" onClick={onClear}>
            {t('filters.clear')}
          </button>
        </div>
      ) : (
        <ul className="track-list" aria-busy={isLoading}>
          {data.items.map((track) => (
            <TrackRow key={track.slug} track={track} language={language} queue={data.items} />
          ))}
          {offsets.map((offset) => (
            <TrackResultsPage key={offset} filters={filters} language={language} offset={offset} />
          ))}
        </ul>
      )}
      {pages * PAGE_SIZE < data.total ? (
        <button
          type="button"
          className="button button--ghost track-results__more"
          onClick={() => setPages((count) => count + 1)}
        >
          {t('list.more')}
        </button>
      ) : null}
    </section>
  )
}

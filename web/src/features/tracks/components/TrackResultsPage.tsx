import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { type TrackFilters, useTracks } from '../api/get-tracks'
import { TrackRow } from './TrackRow'

type Props = { filters: TrackFilters; language: string; offset: number }

/** A page of results after the first (each "Show more"), as items of the same list. */
export function TrackResultsPage({ filters, language, offset }: Props) {
  const { t } = useTranslation(['tracks', 'common'])
  const { data, error, mutate } = useTracks(filters, language, offset)
  if (error) {
    return (
      <li className="notice" role="alert">
        <ErrorText error={error} />{' '}
        <button type="button" className="button button--small" onClick={() => mutate()}>
          {t('retry')}
        </button>
      </li>
    )
  }
  return data?.items.map((track) => (
    <TrackRow key={track.slug} track={track} language={language} queue={data.items} />
  ))
}

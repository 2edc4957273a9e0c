import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { TRACK_SORTS, type TrackFilters } from '../api/get-tracks'
import { useDebouncedField } from '../hooks/use-debounced-field'
import type { FilterChanges } from '../hooks/use-track-filters'
import { BpmField } from './BpmField'

type Props = {
  filters: TrackFilters
  genres: string[]
  onChange: (changes: FilterChanges) => void
  onClear: () => void
}

export function TrackFiltersForm({ filters, genres, onChange, onClear }: Props) {
  const { t } = useTranslation('tracks')
  const id = useId()
  const [query, setQuery] = useDebouncedField(filters.q, (q) => onChange({ q }))
  const filtered =
    filters.q !== '' ||
    filters.genre !== '' ||
    filters.bpm_min !== undefined ||
    filters.bpm_max !== undefined ||
    filters.sort !== 'newest'
  // A genre from a shared link stays selectable even before the list of genres arrives.
  const genreOptions =
    filters.genre && !genres.some((genre) => genre.toLowerCase() === filters.genre.toLowerCase())
      ? [filters.genre, ...genres]
      : genres

  return (
    <search aria-label={t('filters.label')}>
      <form
        className="track-filters"
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ q: query })
        }}
      >
        <div className="track-filters__field track-filters__field--search">
          <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            maxLength={100}
            autoComplete="off"
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="track-filters__field">
          <label htmlFor={`${id}-genre`}>{t('filters.genre')}</label>
          <select
            id={`${id}-genre`}
            value={filters.genre}
            onChange={(event) => onChange({ genre: event.target.value })}
          >
            <option value="">{t('filters.allGenres')}</option>
            {genreOptions.map((genre) => (
              <option key={genre} value={genre}>
                {genre}
              </option>
            ))}
          </select>
        </div>
        <BpmField
          label={t('filters.bpmMin')}
          value={filters.bpm_min}
          max={filters.bpm_max}
          onCommit={(bpm_min) => onChange({ bpm_min })}
        />
        <BpmField
          label={t('filters.bpmMax')}
          value={filters.bpm_max}
          min={filters.bpm_min}
          onCommit={(bpm_max) => onChange({ bpm_max })}
        />
        <div className="track-filters__field">
          <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => onChange({ sort: event.target.value })}
          >
            {TRACK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        {filtered ? (
          <button type="button" className="button button--ghost button--small" onClick={onClear}>
            {t('filters.clear')}
          </button>
        ) : null}
      </form>
    </search>
  )
}

import { useMemo } from 'react'
import { useSearchParams } from 'wouter'
import { parseTrackFilters, type TrackFilters } from '../api/get-tracks'

export type FilterChanges = Partial<Record<keyof TrackFilters, string | number>>

const DEFAULTS: Partial<Record<keyof TrackFilters, string>> = { sort: 'newest' }

/** The list's filters live in the address, so a search can be shared and survives a reload. */
export function useTrackFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => parseTrackFilters(params), [params])

  const filtersChanged = (changes: FilterChanges) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        for (const [name, value] of Object.entries(changes)) {
          const text = value === undefined ? '' : String(value).trim()
          if (text === '' || text === DEFAULTS[name as keyof TrackFilters]) next.delete(name)
          else next.set(name, text)
        }
        return next
      },
      { replace: true },
    )

  const filtersCleared = () =>
    filtersChanged({ q: '', genre: '', bpm_min: '', bpm_max: '', sort: '' })

  return { filters, filtersChanged, filtersCleared }
}

/** How many filters differ from the whole list's defaults (the sort counts too). */
export const activeFilterCount = (filters: TrackFilters) =>
  [
    filters.q !== '',
    filters.genre !== '',
    filters.bpm_min !== undefined || filters.bpm_max !== undefined,
    filters.sort !== 'newest',
  ].filter(Boolean).length

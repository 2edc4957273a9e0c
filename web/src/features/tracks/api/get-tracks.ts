import type { TrackList } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/tracks?lang&q&genre&bpm_min&bpm_max&sort&limit&offset`: one page of published tracks,
// their total and every published genre.

export const TRACK_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'bpm_asc',
  'bpm_desc',
  'title',
] as const
export type TrackSort = (typeof TRACK_SORTS)[number]

export const BPM_MIN = 1
export const BPM_MAX = 300
export const PAGE_SIZE = 24

/** The filters as the address holds them (`/tracks?q=…&genre=…&bpm_min=…&bpm_max=…&sort=…`). */
export type TrackFilters = {
  q: string
  genre: string
  bpm_min?: number
  bpm_max?: number
  sort: TrackSort
}

const MAX_QUERY = 100
const MAX_GENRE = 60

/** A text the API takes, or nothing: a longer one is dropped, not cut. */
const textOf = (value: string | undefined, max: number) =>
  value !== undefined && value.length <= max ? value : ''

/** A whole number of beats per minute the API takes, or nothing. */
function bpmOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const bpm = Number(value)
  return Number.isInteger(bpm) && bpm >= BPM_MIN && bpm <= BPM_MAX ? bpm : undefined
}

const isSort = (value: string | undefined): value is TrackSort =>
  (TRACK_SORTS as readonly (string | undefined)[]).includes(value)

/**
 * The filters of an address. A shared link may be edited by hand: a value the server would refuse
 * is dropped, not sent, and so is a top of the BPM range below its bottom. (Plain code, not zod:
 * the track list is a page people land on, and zod is a quarter of its JavaScript.)
 */
export function parseTrackFilters(params: URLSearchParams): TrackFilters {
  const value = (name: string) => params.get(name)?.trim() || undefined
  const bpmMin = bpmOf(value('bpm_min'))
  const bpmMax = bpmOf(value('bpm_max'))
  const sort = value('sort')
  return {
    q: textOf(value('q'), MAX_QUERY),
    genre: textOf(value('genre'), MAX_GENRE),
    bpm_min: bpmMin,
    bpm_max: bpmMin !== undefined && bpmMax !== undefined && bpmMin > bpmMax ? undefined : bpmMax,
    sort: isSort(sort) ? sort : 'newest',
  }
}

export function tracksKey(filters: TrackFilters, language: string, offset: number): string {
  const params = new URLSearchParams({ lang: language })
  if (filters.q) params.set('q', filters.q)
  if (filters.genre) params.set('genre', filters.genre)
  if (filters.bpm_min !== undefined) params.set('bpm_min', String(filters.bpm_min))
  if (filters.bpm_max !== undefined) params.set('bpm_max', String(filters.bpm_max))
  params.set('sort', filters.sort)
  params.set('limit', String(PAGE_SIZE))
  params.set('offset', String(offset))
  return `tracks?${params}`
}

export const getTracks = (key: string) => apiGet<TrackList>(key)

export function useTracks(filters: TrackFilters, language: string, offset = 0) {
  return useSWR(tracksKey(filters, language, offset), getTracks)
}

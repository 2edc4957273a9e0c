import type { TrackList } from '@contract/site.ts'
import useSWR from 'swr'
import { z } from 'zod'
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

const Bpm = z.coerce.number().int().min(BPM_MIN).max(BPM_MAX)

/**
 * The filters as the address holds them (`/tracks?q=…&genre=…&bpm_min=…&bpm_max=…&sort=…`).
 * A shared link may be edited by hand: a value the server would refuse is dropped, not sent.
 */
export const TrackFilters = z
  .object({
    q: z.string().trim().max(100).catch(''),
    genre: z.string().trim().max(60).catch(''),
    bpm_min: Bpm.optional().catch(undefined),
    bpm_max: Bpm.optional().catch(undefined),
    sort: z.enum(TRACK_SORTS).catch('newest'),
  })
  .transform((filters) =>
    filters.bpm_min !== undefined &&
    filters.bpm_max !== undefined &&
    filters.bpm_min > filters.bpm_max
      ? { ...filters, bpm_max: undefined }
      : filters,
  )
export type TrackFilters = z.infer<typeof TrackFilters>

export function parseTrackFilters(params: URLSearchParams): TrackFilters {
  const value = (name: string) => params.get(name)?.trim() || undefined
  return TrackFilters.parse({
    q: value('q'),
    genre: value('genre'),
    bpm_min: value('bpm_min'),
    bpm_max: value('bpm_max'),
    sort: value('sort'),
  })
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

import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'
import type { TrackSummary } from '@/types/api'

// `GET site/tracks/:slug?lang`: one published track and a few related ones;
// 404 `track_not_found` for an unknown or unpublished slug.

export type TrackDetail = TrackSummary & { related: TrackSummary[] }

export const trackKey = (slug: string, language: string) =>
  `tracks/${encodeURIComponent(slug)}?${new URLSearchParams({ lang: language })}`

export const getTrack = (key: string) => apiGet<TrackDetail>(key)

export function useTrack(slug: string, language: string) {
  return useSWR(trackKey(slug, language), getTrack)
}

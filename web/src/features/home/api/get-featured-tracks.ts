import type { TrackList } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/tracks?limit=4&lang=…`: the newest published tracks for the home page.
export const FEATURED_TRACKS = 4

export const featuredTracksKey = (language: string) =>
  `tracks?${new URLSearchParams({ limit: String(FEATURED_TRACKS), sort: 'newest', lang: language })}`

export const getFeaturedTracks = (key: string) => apiGet<TrackList>(key)

export function useFeaturedTracks(language: string) {
  return useSWR(featuredTracksKey(language), getFeaturedTracks)
}

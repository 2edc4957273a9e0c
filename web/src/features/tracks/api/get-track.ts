import type { TrackDetail } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'
import { trackKey } from './keys'

// `GET site/tracks/:slug?lang`: one published track and a few related ones;
// 404 `track_not_found` for an unknown or unpublished slug.

export type { TrackDetail }

export { trackKey }

export const getTrack = (key: string) => apiGet<TrackDetail>(key)

export function useTrack(slug: string, language: string) {
  return useSWR(trackKey(slug, language), getTrack)
}

import type { AdminTrackList } from '@contract/admin/tracks.ts'
import useSWR from 'swr'
import { listKey } from '@/lib/admin/use-address-query'
import { adminGet } from '@/lib/admin-api'

// `GET admin/tracks?q&published&limit&offset`: every track, published or not, newest first.

export const TRACKS_PAGE_SIZE = 25

/**
 * The genres already in use (from the newest 100 tracks), offered while typing one so the site's
 * genre filter does not end up with "Techno" and "techno".
 */
export function useTrackGenres(): string[] {
  const { data } = useSWR(listKey('tracks', { limit: 100 }), adminGet<AdminTrackList>)
  const genres = new Set((data?.items ?? []).map((track) => track.genre))
  return [...genres].sort((a, b) => a.localeCompare(b))
}

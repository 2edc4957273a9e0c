import type { AdminTrack, TrackUpdateInput } from '@contract/admin/tracks.ts'
import useSWR from 'swr'
import { adminGet, adminRequest } from '@/lib/admin-api'

// `GET`, `PATCH` and `DELETE admin/tracks/{id}`: one track.

/** `tracks/{id}` or `tracks/{id}/{action}`, relative to the admin function. */
export const trackPath = (id: string, action = '') =>
  `tracks/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

export const trackKey = (id: string) => `admin/${trackPath(id)}`

export function useAdminTrack(id: string | undefined) {
  return useSWR(id ? trackKey(id) : null, adminGet<AdminTrack>)
}

export const updateTrack = (id: string, patch: TrackUpdateInput) =>
  adminRequest<AdminTrack>(trackPath(id), { method: 'PATCH', body: patch })

/** 409 `track_sold` when the track is in any order: it stays, unpublished. */
export const deleteTrack = (id: string) => adminRequest<void>(trackPath(id), { method: 'DELETE' })

import type {
  AdminTrack,
  AdminTrackList,
  SignedUpload,
  TrackCreateInput,
  TrackFileKind,
  TrackUpdateInput,
} from '@contract/admin-catalog.ts'
import useSWR from 'swr'
import { listKey } from '@/lib/admin/use-address-query'
import { adminGet, adminRequest } from '@/lib/admin-api'

// The admin's tracks: `admin/tracks` and `admin/tracks/{id}` with their actions and uploads.

export const TRACKS_PAGE_SIZE = 25

export type TrackFilters = { q: string; published: string; offset: number }

export function useAdminTracks(filters: TrackFilters) {
  return useSWR(
    listKey('tracks', { ...filters, limit: TRACKS_PAGE_SIZE }),
    adminGet<AdminTrackList>,
  )
}

export const trackKey = (id: string) => `admin/tracks/${encodeURIComponent(id)}`

export function useAdminTrack(id: string | undefined) {
  return useSWR(id ? trackKey(id) : null, adminGet<AdminTrack>)
}

const path = (id: string, action = '') =>
  `tracks/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

export const createTrack = (input: TrackCreateInput) =>
  adminRequest<AdminTrack>('tracks', { method: 'POST', body: input })

export const updateTrack = (id: string, patch: TrackUpdateInput) =>
  adminRequest<AdminTrack>(path(id), { method: 'PATCH', body: patch })

export const deleteTrack = (id: string) => adminRequest<void>(path(id), { method: 'DELETE' })

export const setTrackPublished = (id: string, published: boolean) =>
  adminRequest<AdminTrack>(path(id, published ? 'publish' : 'unpublish'), { method: 'POST' })

export const signTrackUpload = (
  id: string,
  upload: { kind: TrackFileKind; content_type: string; filename: string },
) => adminRequest<SignedUpload>(path(id, 'uploads'), { method: 'POST', body: upload })

export const completeTrackUpload = (id: string, upload: { kind: TrackFileKind; path: string }) =>
  adminRequest<AdminTrack>(path(id, 'uploads/complete'), { method: 'POST', body: upload })

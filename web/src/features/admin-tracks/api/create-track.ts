import type { AdminTrack, TrackCreateInput } from '@contract/admin/tracks.ts'
import { adminRequest } from '@/lib/admin-api'

// `POST admin/tracks`: a new, unpublished track (the slug made from the title when not given).

export const createTrack = (input: TrackCreateInput) =>
  adminRequest<AdminTrack>('tracks', { method: 'POST', body: input })

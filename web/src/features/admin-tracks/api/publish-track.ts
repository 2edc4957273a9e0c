import type { AdminTrack } from '@contract/admin/tracks.ts'
import { adminRequest } from '@/lib/admin-api'
import { trackPath } from './track'

// `POST admin/tracks/{id}/publish` and `…/unpublish`. Publishing a track without its cover,
// preview, full MP3 or length is refused with 422 `track_incomplete`, the missing parts in `fields`.

export const setTrackPublished = (id: string, published: boolean) =>
  adminRequest<AdminTrack>(trackPath(id, published ? 'publish' : 'unpublish'), { method: 'POST' })

import type { SignedUpload } from '@contract/admin/catalog.ts'
import type { AdminTrack, TrackUploadComplete, TrackUploadInput } from '@contract/admin/tracks.ts'
import { adminRequest } from '@/lib/admin-api'
import { trackPath } from './track'

// `POST admin/tracks/{id}/uploads` signs a storage URL for a cover, preview or full MP3;
// `…/uploads/complete` checks what arrived there and attaches it (the full MP3: 320 kbps CBR).

export const signTrackUpload = (id: string, upload: TrackUploadInput) =>
  adminRequest<SignedUpload>(trackPath(id, 'uploads'), { method: 'POST', body: upload })

export const completeTrackUpload = (id: string, upload: TrackUploadComplete) =>
  adminRequest<AdminTrack>(trackPath(id, 'uploads/complete'), { method: 'POST', body: upload })

import type { SignedUpload } from '@contract/admin/catalog.ts'
import type { AdminSettings } from '@contract/admin/settings.ts'
import type { ArtistUploadKind, Gig, GigInput } from '@contract/artist.ts'
import useSWR from 'swr'
import { adminGet, adminRequest } from '@/lib/admin-api'

// The artist's files (`admin/artist/…`) and gigs (`admin/gigs`).

export const signArtistUpload = (kind: ArtistUploadKind, contentType: string, filename: string) =>
  adminRequest<SignedUpload>('artist/uploads', {
    method: 'POST',
    body: { kind, content_type: contentType, filename },
  })

export const completeArtistUpload = (kind: ArtistUploadKind, path: string, title?: string) =>
  adminRequest<AdminSettings>('artist/uploads/complete', {
    method: 'POST',
    body: { kind, path, ...(title ? { title } : {}) },
  })

export const removeArtistFile = (path: string) =>
  adminRequest<AdminSettings>('artist/files', { method: 'DELETE', body: { path } })

export const adminGigsKey = 'admin/gigs'

export function useAdminGigs() {
  return useSWR(adminGigsKey, adminGet<{ items: Gig[] }>)
}

export const createGig = (gig: GigInput) => adminRequest<Gig>('gigs', { method: 'POST', body: gig })

export const deleteGig = (id: string) =>
  adminRequest<null>(`gigs/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** `PATCH admin/gigs/{id}`: the whole gig again, changed. */
export const updateGig = (id: string, gig: GigInput) =>
  adminRequest<Gig>(`gigs/${encodeURIComponent(id)}`, { method: 'PATCH', body: gig })

import type {
  AdminAnnouncement,
  AdminAnnouncementList,
  AnnouncementDraft,
  AnnouncementInput,
} from '@contract/mailing.ts'
import useSWR from 'swr'
import type { z } from 'zod'
import { adminGet, adminRequest } from '@/lib/admin-api'

// Announcements to the mailing list (`admin/announcements`): the sent list with its counts, a new
// one saved or sent, a draft read, edited, sent later or deleted, and texts written for a release
// or a gig.

export const announcementsKey = 'admin/announcements'

export function useAnnouncements() {
  return useSWR(announcementsKey, adminGet<AdminAnnouncementList>)
}

export const createAnnouncement = (input: z.input<typeof AnnouncementInput>) =>
  adminRequest<AdminAnnouncement>('announcements', { method: 'POST', body: input })

const announcementPath = (id: string) => `announcements/${encodeURIComponent(id)}`

export const readAnnouncement = (id: string) =>
  adminRequest<AdminAnnouncement>(announcementPath(id))

/** A draft's texts replaced; `send: true` sends it too. 409 once it is being sent or sent. */
export const updateAnnouncement = (id: string, input: z.input<typeof AnnouncementInput>) =>
  adminRequest<AdminAnnouncement>(announcementPath(id), { method: 'PATCH', body: input })

export const deleteAnnouncement = (id: string) =>
  adminRequest<void>(announcementPath(id), { method: 'DELETE' })

export const sendAnnouncement = (id: string) =>
  adminRequest<AdminAnnouncement>(`announcements/${encodeURIComponent(id)}/send`, {
    method: 'POST',
  })

/** `{ track }` or `{ gig }`: the texts "announce this release/gig" starts from. */
export const draftFor = (about: { track: string } | { gig: string }) => {
  const query =
    'track' in about
      ? `track=${encodeURIComponent(about.track)}`
      : `gig=${encodeURIComponent(about.gig)}`
  return adminRequest<AnnouncementDraft>(`announcements/draft?${query}`)
}

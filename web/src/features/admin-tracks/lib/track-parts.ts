import { type AdminTrack, TRACK_PARTS } from '@contract/admin/tracks.ts'

// What a track needs before it can go on the site, as the admin function checks it on publish.

export type TrackPart = (typeof TRACK_PARTS)[number]

const hasPart: Record<TrackPart, (track: AdminTrack) => boolean> = {
  cover: (track) => track.cover_path !== null,
  preview: (track) => track.preview_path !== null,
  audio: (track) => track.has_audio,
  duration: (track) => track.duration_seconds !== null,
}

/** In the order the checklist shows them. */
export const PARTS = TRACK_PARTS

export const trackHas = (track: AdminTrack, part: TrackPart) => hasPart[part](track)

export const missingParts = (track: AdminTrack): TrackPart[] =>
  PARTS.filter((part) => !hasPart[part](track))

/** The parts named by a `track_incomplete` refusal (`fields: { cover: 'missing', … }`). */
export const refusedParts = (fields: Record<string, string>): TrackPart[] =>
  PARTS.filter((part) => part in fields)

// The public responses of the `site` function as the client reads them. The server is the
// authority and validates everything; these types only describe its answers.

import type { PressFile } from '@contract/artist.ts'
import type { Licence } from '@contract/checkout.ts'

export type Range = { min: number; max: number }

export type SocialLink = { network: string; url: string }

export type PublicSettings = {
  brandName: string
  /** Per language; a missing language falls back to es. */
  tagline: Partial<Record<string, string>>
  contactEmail: string
  socialLinks: SocialLink[]
  claims: { festivals: number; releases: number; monthlyListeners: number }
  currency: string
  rates: {
    djShowCents: number
    djShowBlockHours: number
    sessionHourlyCents: number
    sessionHours: Range
  }
  setLengths: { festival: Range; club: Range; extended: Range }
  revisions: { mixing: number; mastering: number }
  mixMasterDeliveryDays: Range
  /** Working days for gear to arrive; shipping is included in the prices. */
  gearDeliveryDays: Range
  blockedDates: string[]
  mixes: Record<string, unknown>[]
  /** Per language; a missing language falls back to es. */
  bio: Partial<Record<string, string>>
  heroImageUrl: string | null
  pressKit: PressFile[]
}

export type TrackSummary = {
  slug: string
  title: string
  artist: string
  genre: string
  bpm: number
  durationSeconds: number | null
  description: string | null
  /** Cents of `currency`, per licence. */
  prices: Record<Licence, number>
  currency: string
  releaseDate: string | null
  coverUrl: string | null
  previewUrl: string | null
}

export type TrackList = { items: TrackSummary[]; total: number; genres: string[] }

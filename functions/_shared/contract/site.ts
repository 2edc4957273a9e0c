import { z } from 'zod'
import { PRESS_FILE_KINDS } from './artist.ts'

// What the `site` function answers to the catalogue and settings reads, as schemas: the server's
// DTOs are typed by them, the web reads the same types, and the integration tests parse every
// answer with them (tests/integration/site-contract.test.ts), so a field that drifts fails there.
// These answers are camelCase; the order and admin answers are snake_case (README, "The
// functions' API").

const Range = z.strictObject({ min: z.number().int(), max: z.number().int() })
export type Range = z.infer<typeof Range>

/** Per language; a missing language falls back to es. */
const Translations = z.record(z.string(), z.string())

const PressFile = z.strictObject({
  kind: z.enum(PRESS_FILE_KINDS),
  title: z.string(),
  url: z.url(),
})

/** `GET site/settings`: the brand, rates and texts every page reads. */
export const PublicSettings = z.strictObject({
  brandName: z.string(),
  tagline: Translations,
  contactEmail: z.string(),
  socialLinks: z.array(z.strictObject({ network: z.string(), url: z.string() })),
  claims: z.strictObject({
    festivals: z.number().int(),
    releases: z.number().int(),
    monthlyListeners: z.number().int(),
  }),
  currency: z.string().length(3),
  rates: z.strictObject({
    djShowCents: z.number().int(),
    djShowBlockHours: z.number().int(),
    sessionHourlyCents: z.number().int(),
    sessionHours: Range,
  }),
  setLengths: z.strictObject({ festival: Range, club: Range, extended: Range }),
  revisions: z.strictObject({ mixing: z.number().int(), mastering: z.number().int() }),
  mixMasterDeliveryDays: Range,
  /** Working days for gear to arrive; shipping is included in the prices. */
  gearDeliveryDays: Range,
  /** `YYYY-MM-DD` */
  blockedDates: z.array(z.iso.date()),
  mixes: z.array(z.record(z.string(), z.unknown())),
  bio: Translations,
  heroImageUrl: z.url().nullable(),
  pressKit: z.array(PressFile),
})
export type PublicSettings = z.infer<typeof PublicSettings>
export type SocialLink = PublicSettings['socialLinks'][number]

/** A published track as the site shows it, in one language. Never a path to the full MP3. */
export const TrackSummary = z.strictObject({
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string(),
  bpm: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  description: z.string().nullable(),
  /** Cents of `currency`, per licence. */
  prices: z.strictObject({ private: z.number().int(), commercial: z.number().int() }),
  currency: z.string().length(3),
  /** `YYYY-MM-DD` */
  releaseDate: z.iso.date().nullable(),
  coverUrl: z.url().nullable(),
  previewUrl: z.url().nullable(),
})
export type TrackSummary = z.infer<typeof TrackSummary>

/** `GET site/tracks/{slug}` */
export const TrackDetail = TrackSummary.extend({ related: z.array(TrackSummary) })
export type TrackDetail = z.infer<typeof TrackDetail>

/** `GET site/tracks` */
export const TrackList = z.strictObject({
  items: z.array(TrackSummary),
  total: z.number().int(),
  genres: z.array(z.string()),
})
export type TrackList = z.infer<typeof TrackList>

export const STOCK_STATES = ['in_stock', 'low', 'sold_out'] as const
export type StockState = (typeof STOCK_STATES)[number]

const ProductSpec = z.strictObject({ label: z.string(), value: z.string() })
export type ProductSpec = z.infer<typeof ProductSpec>

/** `GET site/products/{slug}`: a product on sale, in one language. */
export const Product = z.strictObject({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  specs: z.array(ProductSpec),
  /** Cents of `currency`. */
  priceCents: z.number().int(),
  currency: z.string().length(3),
  /** Units that can be bought now. */
  available: z.number().int(),
  /** What one order may hold of it (all but one when two or more are left). */
  maxPerOrder: z.number().int(),
  stock: z.enum(STOCK_STATES),
  imageUrls: z.array(z.url()),
})
export type Product = z.infer<typeof Product>

/** `GET site/products` */
export const ProductList = z.strictObject({
  items: z.array(Product),
  categories: z.array(z.string()),
})
export type ProductList = z.infer<typeof ProductList>

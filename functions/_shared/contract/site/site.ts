import { z } from 'zod'
import { PRESS_FILE_KINDS } from '../artist.ts'
import { TrackLicenceOffer } from '../licence-tiers.ts'

// What the `site` function answers to the catalogue and settings reads, as schemas: the server's
// DTOs are typed by them, the web reads the same types, and the integration tests parse every
// answer with them (tests/integration/site-contract.test.ts), so a field that drifts fails there.
// Every field of every answer and request body is snake_case, like the database, Stripe and
// Supabase (README, "The functions' API").

const Range = z.strictObject({ min: z.number().int(), max: z.number().int() })
export type Range = z.infer<typeof Range>

/** Per language; a missing language falls back to es. */
const Translations = z.record(z.string(), z.string())

const PressFile = z.strictObject({
  kind: z.enum(PRESS_FILE_KINDS),
  title: z.string(),
  url: z.url(),
})

/** A way gear can be shipped, offered at checkout: its price and delivery estimate. */
const ShippingRate = z.strictObject({
  id: z.string(),
  name: Translations,
  amount_cents: z.number().int(),
  /** Business days from payment to delivery. */
  delivery_days: Range,
})
export type ShippingRate = z.infer<typeof ShippingRate>

/** `GET site/settings`: the brand, rates and texts every page reads. */
export const PublicSettings = z.strictObject({
  brand_name: z.string(),
  tagline: Translations,
  contact_email: z.string(),
  social_links: z.array(z.strictObject({ network: z.string(), url: z.string() })),
  claims: z.strictObject({
    festivals: z.number().int(),
    releases: z.number().int(),
    monthly_listeners: z.number().int(),
  }),
  currency: z.string().length(3),
  rates: z.strictObject({
    dj_show_cents: z.number().int(),
    dj_show_block_hours: z.number().int(),
    session_hourly_cents: z.number().int(),
    session_hours: Range,
  }),
  set_lengths: z.strictObject({ festival: Range, club: Range, extended: Range }),
  revisions: z.strictObject({ mixing: z.number().int(), mastering: z.number().int() }),
  mix_master_delivery_days: Range,
  /** Working days for gear to arrive when no shipping rates are set (shipping is then included). */
  gear_delivery_days: Range,
  /** The buyer picks one at checkout; empty when shipping is included in the prices. */
  shipping_rates: z.array(ShippingRate),
  /** The licence bundle: in every three private licences of a cart, the cheapest is free. */
  bundle_enabled: z.boolean(),
  /** The studio services' prices, per track (/mixing-mastering). */
  studio_prices: z.strictObject({
    mixing_cents: z.number().int(),
    mastering_cents: z.number().int(),
    mix_master_cents: z.number().int(),
  }),
  /** A short passage as it reached the studio and as it left it, or null when there is none. */
  studio_demo: z.strictObject({ before_url: z.url(), after_url: z.url() }).nullable(),
  /** `YYYY-MM-DD`: the days the owner blocked and the days confirmed shows hold (dates only). */
  blocked_dates: z.array(z.iso.date()),
  mixes: z.array(z.record(z.string(), z.unknown())),
  bio: Translations,
  hero_image_url: z.url().nullable(),
  press_kit: z.array(PressFile),
})
export type PublicSettings = z.infer<typeof PublicSettings>
export type SocialLink = PublicSettings['social_links'][number]

/** A published track as the site shows it, in one language. Never a path to the full MP3. */
export const TrackSummary = z.strictObject({
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string(),
  bpm: z.number().int(),
  duration_seconds: z.number().int().nullable(),
  /**
   * Cents of `currency`, per licence; `exclusive` is null when the owner does not offer the
   * exclusive rights, or they are sold.
   */
  prices: z.strictObject({
    private: z.number().int(),
    commercial: z.number().int(),
    /** The WAV licence and the track-out (WAV and stems); null when not offered. */
    wav: z.number().int().nullable(),
    trackout: z.number().int().nullable(),
    exclusive: z.number().int().nullable(),
  }),
  /**
   * Every licence on sale, in the order the pages show them, with its files; the track's own page
   * adds each one's caps (`terms`).
   */
  licences: z.array(TrackLicenceOffer.omit({ terms: true })),
  /**
   * The exclusive rights were bought: the track is off sale (no licence can be bought), out of
   * the lists and the sitemap; its page stays, for the licences already issued.
   */
  exclusive_sold: z.boolean(),
  currency: z.string().length(3),
  /** `YYYY-MM-DD` */
  release_date: z.iso.date().nullable(),
  cover_url: z.url().nullable(),
  preview_url: z.url().nullable(),
})
export type TrackSummary = z.infer<typeof TrackSummary>

/**
 * The preview's waveform, computed once when the preview was uploaded or seeded: the loudest
 * level of each of its stretches (0-1, the loudest being 1) and the preview's length in seconds,
 * so a player draws it before any audio is fetched. Only on a track's own page.
 */
export const Waveform = z.strictObject({
  peaks: z.array(z.number().min(0).max(1)).min(1),
  duration_seconds: z.number().positive(),
})
export type Waveform = z.infer<typeof Waveform>

/**
 * `GET site/tracks/{slug}`: the track with what only its own page shows (lists stay light): its
 * description, each licence's caps and the waveform, null for a preview uploaded before
 * waveforms were kept.
 */
export const TrackDetail = TrackSummary.extend({
  description: z.string().nullable(),
  /** As in a list, with each licence's caps: what the licence choice explains. */
  licences: z.array(TrackLicenceOffer),
  waveform: Waveform.nullable(),
  related: z.array(TrackSummary),
})
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
  price_cents: z.number().int(),
  currency: z.string().length(3),
  /** Units that can be bought now. */
  available: z.number().int(),
  /** What one order may hold of it (all but one when two or more are left). */
  max_per_order: z.number().int(),
  stock: z.enum(STOCK_STATES),
  image_urls: z.array(z.url()),
})
export type Product = z.infer<typeof Product>

/** `GET site/products` */
export const ProductList = z.strictObject({
  items: z.array(Product),
  categories: z.array(z.string()),
})
export type ProductList = z.infer<typeof ProductList>

/** `GET site/sitemap`: every public page, published track and shop product, for the HTML sitemap. */
export const SitemapView = z.strictObject({
  /** Paths of the fixed public pages, in menu order. */
  pages: z.array(z.string()),
  tracks: z.array(z.strictObject({ slug: z.string(), title: z.string() })),
  products: z.array(z.strictObject({ slug: z.string(), name: z.string() })),
})
export type SitemapView = z.infer<typeof SitemapView>

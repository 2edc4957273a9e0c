import type { Database } from '../../../platform/db/database.ts'
import { prepareDatabase } from '../../../platform/db/setup.ts'
import { openFreshDatabase } from '../../../tests/helpers/database.ts'
import type { Sql } from '../../_shared/db/request-context.ts'
import { testFunctionEnv } from '../../_shared/testing/env.ts'
import { createSiteApp } from '../app.ts'

// Catalogue rows for route tests, inserted as the database owner (no RLS), as an admin would.

export const TEST_ENV = testFunctionEnv()

export type TestTrack = {
  slug: string
  title: string
  genre: string
  bpm: number
  privateCents: number
  commercialCents?: number
  description?: Record<string, string>
  publishedAt?: string | null
  releaseDate?: string
}

/** The private file of every test track: its name must never appear in a response. */
export const secretAudioPath = (slug: string) => `full-masters/SECRET-${slug}.mp3`

export async function insertTrack(sql: Sql, track: TestTrack) {
  const published = track.publishedAt !== null
  await sql`
    insert into public.tracks (slug, title, artist, genre, bpm, duration_seconds, description,
      private_price_cents, commercial_price_cents, release_date, cover_path, preview_path,
      audio_path, audio_bitrate, is_published, published_at)
    values (${track.slug}, ${track.title}, 'Kael Voss', ${track.genre}, ${track.bpm}, 300,
      ${sql.json(track.description ?? {})}, ${track.privateCents},
      ${track.commercialCents ?? track.privateCents * 3}, ${track.releaseDate ?? null},
      ${`${track.slug}.svg`}, ${`clips/${track.slug} preview.mp3`}, ${secretAudioPath(track.slug)},
      320, ${published}, ${track.publishedAt ?? null})`
}

export type TestProduct = {
  slug: string
  name: string
  category: string
  stock: number
  reserved?: number
  active?: boolean
  description?: Record<string, string>
  specs?: Record<string, { label: string; value: string }[]>
  images?: string[]
}

export async function insertProduct(sql: Sql, product: TestProduct) {
  await sql`
    insert into public.products (slug, name, category, description, specs, price_cents, stock,
      reserved, images, is_active)
    values (${product.slug}, ${product.name}, ${product.category},
      ${sql.json(product.description ?? {})}, ${sql.json(product.specs ?? {})}, 19900,
      ${product.stock}, ${product.reserved ?? 0}, ${product.images ?? []},
      ${product.active ?? true})`
}

/**
 * A fresh database with a small catalogue, and the site app over it. Tracks: five published (two
 * spell the genre Techno differently, one title is accented) and a newer unpublished Techno draft.
 * Products: in stock, low (2 of 5 left once 3 are reserved), sold out, and an inactive one.
 */
export async function openCatalogFixture(): Promise<{
  db: Database
  app: ReturnType<typeof createSiteApp>
}> {
  const db = await openFreshDatabase('pglite')
  await prepareDatabase(db.sql)
  for (const track of CATALOG_TRACKS) await insertTrack(db.sql, track)
  await insertCatalogProducts(db.sql)
  return { db, app: createSiteApp({ env: TEST_ENV, sql: db.sql }) }
}

const CATALOG_TRACKS: TestTrack[] = [
  {
    slug: 'midnight-circuit',
    title: 'Midnight Circuit',
    genre: 'Techno',
    bpm: 132,
    privateCents: 2900,
    publishedAt: '2026-02-01T10:00:00Z',
    releaseDate: '2026-02-06',
    description: { es: 'Techno de almacén.', en: 'Warehouse techno.' },
  },
  {
    slug: 'reveil-sur-la-plage',
    title: 'Réveil sur la Plage',
    genre: 'Melodic Techno',
    bpm: 124,
    privateCents: 2400,
    publishedAt: '2026-03-01T10:00:00Z',
    description: { fr: 'Un lever de soleil.' },
  },
  {
    slug: 'velvet-hours',
    title: 'Velvet Hours',
    genre: 'House',
    bpm: 122,
    privateCents: 1900,
    publishedAt: '2026-01-01T10:00:00Z',
  },
  {
    slug: 'techno-twin',
    title: 'Techno Twin',
    genre: 'techno',
    bpm: 128,
    privateCents: 3900,
    publishedAt: '2026-04-01T10:00:00Z',
  },
  {
    slug: 'aurora-run',
    title: 'Aurora Run',
    genre: 'Trance',
    bpm: 138,
    privateCents: 3400,
    publishedAt: '2026-05-01T10:00:00Z',
  },
  // Unpublished: a draft the owner has not released (the newest of all, and a Techno track).
  {
    slug: 'hidden-draft',
    title: 'Hidden Draft',
    genre: 'Techno',
    bpm: 130,
    privateCents: 100,
    publishedAt: null,
  },
]

async function insertCatalogProducts(sql: Sql) {
  await insertProduct(sql, {
    slug: 'kv1-headphones',
    name: 'KV-1 Headphones',
    category: 'headphones',
    stock: 12,
    description: { es: 'Auriculares cerrados.', en: 'Closed-back headphones.' },
    specs: {
      es: [{ label: 'Peso', value: '285 g' }],
      en: [{ label: 'Weight', value: '285 g' }],
    },
    images: ['kv1/front view.svg', 'kv1/side.svg'],
  })
  await insertProduct(sql, {
    slug: 'dj-controller',
    name: 'DJ Controller',
    category: 'controllers',
    stock: 5,
    reserved: 3,
    specs: { en: [{ label: 'Channels', value: '4' }] },
  })
  await insertProduct(sql, {
    slug: 'rotary-mixer',
    name: 'Rotary Mixer',
    category: 'Mixers',
    stock: 1,
    reserved: 1,
  })
  await insertProduct(sql, {
    slug: 'old-cable',
    name: 'Old Cable',
    category: 'cables',
    stock: 40,
    active: false,
  })
}

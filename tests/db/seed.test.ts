import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import bcrypt from 'bcryptjs'
import { MPEGDecoder } from 'mpg123-decoder'
import { parseBuffer } from 'music-metadata'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { seedDemo } from '../../platform/seed/seed.ts'
import { objectFilePath } from '../../platform/storage/object-store.ts'
import { openFreshDatabase } from '../helpers/database.ts'

describe('the demo seed', () => {
  let db: Database
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dj-seed-'))
    db = await openFreshDatabase('pglite')
    await prepareDatabase(db.sql)
    // Short audio keeps the test quick; the format is what matters.
    expect(
      await seedDemo(db.sql, { dataDir, demoPassword: 'first-password', fullSeconds: 4 }),
    ).toEqual({
      seeded: true,
    })
  })
  afterAll(async () => {
    await db?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('publishes at least 8 tracks across genres, each with a real 320 kbps MP3, a preview and a cover', async () => {
    const tracks = await db.sql<
      {
        slug: string
        genre: string
        audio_path: string
        preview_path: string
        cover_path: string
        duration_seconds: number
        audio_bitrate: number
        preview_peaks: number[]
        preview_duration_seconds: number
      }[]
    >`select slug, genre, audio_path, preview_path, cover_path, duration_seconds, audio_bitrate,
        preview_peaks, preview_duration_seconds
      from public.tracks where is_published order by slug`
    expect(tracks.length).toBeGreaterThanOrEqual(8)
    expect(new Set(tracks.map((t) => t.genre)).size).toBeGreaterThanOrEqual(6)

    for (const track of tracks) {
      const full = await readFile(objectFilePath(dataDir, 'tracks', track.audio_path))
      const format = (await parseBuffer(full, { mimeType: 'audio/mpeg' })).format
      expect(format.codec, track.slug).toBe('MPEG 1 Layer 3')
      expect(format.bitrate, track.slug).toBe(320_000)
      expect(track.audio_bitrate).toBe(320_000)
      expect(Math.abs(track.duration_seconds - (format.duration ?? 0))).toBeLessThan(1)

      const preview = await readFile(objectFilePath(dataDir, 'previews', track.preview_path))
      const previewFormat = (await parseBuffer(preview, { mimeType: 'audio/mpeg' })).format
      expect(previewFormat.codec).toBe('MPEG 1 Layer 3')
      // The preview's waveform, for the track page: its peaks, and its length as the file has it.
      expect(track.preview_peaks.length, track.slug).toBeGreaterThanOrEqual(600)
      expect(track.preview_peaks.length, track.slug).toBeLessThanOrEqual(1000)
      expect(Math.max(...track.preview_peaks), track.slug).toBe(1)
      expect(Math.min(...track.preview_peaks), track.slug).toBeGreaterThanOrEqual(0)
      expect(
        Math.abs(track.preview_duration_seconds - (previewFormat.duration ?? 0)),
        track.slug,
      ).toBeLessThan(0.1)
      const cover = await readFile(objectFilePath(dataDir, 'covers', track.cover_path), 'utf8')
      expect(cover).toMatch(/^<svg/)
    }

    const objects = await db.sql<{ bucket_id: string; n: number }[]>`
      select bucket_id, count(*)::int as n from storage.objects group by 1 order by 1`
    expect(objects).toEqual([
      { bucket_id: 'covers', n: tracks.length },
      // Three tracks' WAVs and two of them with stems (the demo's WAV and track-out tiers).
      { bucket_id: 'masters', n: 5 },
      // The hero photo, two press photos, the one-sheet, the technical rider, and the mixing
      // page's before/after MP3s.
      { bucket_id: 'media', n: 7 },
      { bucket_id: 'previews', n: tracks.length },
      { bucket_id: 'products', n: 6 },
      { bucket_id: 'tracks', n: tracks.length },
    ])
  })

  it('gives the artist a hero photo, a press kit that is there to download, and gigs either side of today', async () => {
    const [settings] = await db.sql<{ hero_image: string; press_kit: { path: string }[] }[]>`
      select hero_image, press_kit from public.settings`
    const stored = new Set(
      (
        await db.sql<{ name: string }[]>`select name from storage.objects where bucket_id = 'media'`
      ).map((row) => row.name),
    )
    expect(stored.has(settings!.hero_image)).toBe(true)
    expect(settings!.press_kit.every((file) => stored.has(file.path))).toBe(true)
    const [gigs] = await db.sql<{ upcoming: number; past: number }[]>`
      select count(*) filter (where starts_on >= current_date)::int as upcoming,
        count(*) filter (where starts_on < current_date)::int as past
      from public.gigs`
    expect(gigs!.upcoming).toBeGreaterThan(0)
    expect(gigs!.past).toBeGreaterThan(0)
  })

  it('stocks 6 products, one of them sold out', async () => {
    const products = await db.sql<
      { stock: number; is_active: boolean }[]
    >`select stock, is_active from public.products`
    expect(products).toHaveLength(6)
    expect(products.filter((p) => p.stock === 0)).toHaveLength(1)
    expect(products.every((p) => p.is_active)).toBe(true)
  })

  it('names every product in the other site languages', async () => {
    const products = await db.sql<{ slug: string; names: Record<string, string> }[]>`
      select slug, name_translations as names from public.products`
    for (const { slug, names } of products)
      expect(Object.keys(names).sort(), slug).toEqual(['de', 'es', 'fr', 'pt'])
    const headphones = products.find((p) => p.slug === 'kv1-studio-headphones')
    expect(headphones?.names.de).toBe('KV-1 Studiokopfhörer')
  })

  it('gives the mixing page a before/after pair of real MP3s of one passage, the after louder', async () => {
    const [settings] = await db.sql<{ studio_demo: { before: string; after: string } }[]>`
      select studio_demo from public.settings`
    const demo = settings!.studio_demo
    const loudest: number[] = []
    for (const path of [demo.before, demo.after]) {
      const file = new Uint8Array(await readFile(objectFilePath(dataDir, 'media', path)))
      const facts = await parseBuffer(file, { mimeType: 'audio/mpeg' })
      expect(facts.format.codec, path).toMatch(/MPEG 1 Layer 3/)
      expect(facts.format.duration).toBeGreaterThan(11)
      const decoder = new MPEGDecoder()
      await decoder.ready
      const { channelData } = decoder.decode(file)
      decoder.free()
      let peak = 0
      for (const channel of channelData)
        for (const sample of channel) peak = Math.max(peak, Math.abs(sample))
      loudest.push(peak)
    }
    // The rough mix peaks well below the master.
    expect(loudest[0]! * 2).toBeLessThan(loudest[1]!)
  })

  it('makes the owner admin and leaves the fan without a role', async () => {
    const rows = await db.sql`
      select u.email, r.role from auth.users u left join public.roles r on r.user_id = u.id order by u.email`
    expect(rows).toEqual([
      { email: 'fan@example.com', role: null },
      { email: 'owner@example.com', role: 'admin' },
    ])
  })

  it('seeds only once, and a new demo password replaces the old one', async () => {
    await db.sql`update public.products set stock = 99 where slug = 'kv1-studio-headphones'`
    expect(await seedDemo(db.sql, { dataDir, demoPassword: 'second-password' })).toEqual({
      seeded: false,
    })
    const [product] =
      await db.sql`select stock from public.products where slug = 'kv1-studio-headphones'`
    expect(product).toEqual({ stock: 99 })
    const [owner] = await db.sql<{ encrypted_password: string }[]>`
      select encrypted_password from auth.users where email = 'owner@example.com'`
    expect(await bcrypt.compare('second-password', owner!.encrypted_password)).toBe(true)
    expect(await bcrypt.compare('first-password', owner!.encrypted_password)).toBe(false)
  })
})

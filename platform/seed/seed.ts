import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { parseBuffer } from 'music-metadata'
import { mp3Waveform } from '../../functions/_shared/audio/mp3-waveform.ts'
import type { Sql } from '../db/database.ts'
import { SEED_FILE } from '../db/setup.ts'
import { putObject } from '../storage/object-store.ts'
import { ensureDemoUsers } from './demo-users.ts'
import { heroSvg, pressPhotoSvg } from './media/artist.ts'
import { productImageSvg } from './media/cover.ts'
import { generateTrackMedia } from './media/index.ts'
import { generateMixDemo } from './media/mix-demo.ts'
import type { Style } from './media/style-profiles.ts'
import { zipFiles } from './media/zip.ts'
import { oneSheetPdf, riderPdf } from './press-kit.ts'

const STYLE_BY_GENRE: Record<string, Style> = {
  techno: 'techno',
  'melodic techno': 'melodic-techno',
  house: 'house',
  'progressive house': 'progressive',
  trance: 'trance',
  'drum & bass': 'drum-and-bass',
  'afro house': 'afro-house',
  minimal: 'minimal',
}

export type SeedOptions = {
  dataDir: string
  demoPassword: string
  seedFile?: string
  /** Seconds of audio per demo track; tests use less to stay fast. */
  fullSeconds?: number
  log?: (line: string) => void
}

/**
 * Seeds the demo once per database: users, supabase/seed.sql, then the files (full MP3s at 320 kbps
 * in the private bucket, previews with their waveforms, covers, product images), publishing each
 * track with its files.
 * The demo accounts' password is applied at every call.
 */
export async function seedDemo(sql: Sql, options: SeedOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {})
  await ensureDemoUsers(sql, options.demoPassword)

  const seedFile = options.seedFile ?? SEED_FILE
  const text = await readFile(seedFile, 'utf8')
  const [done] =
    await sql`select 1 from supabase_migrations.seed_files where path = 'supabase/seed.sql'`
  if (done) return { seeded: false }

  await sql.unsafe(text).simple()
  await seedTrackFiles(sql, options, log)
  await seedProductImages(sql, options.dataDir)
  await seedArtistFiles(sql, options.dataDir)
  await seedStudioDemo(sql, options.dataDir)
  await sql`
    insert into supabase_migrations.seed_files (path, hash)
    values ('supabase/seed.sql', ${createHash('sha256').update(text).digest('hex')})`
  return { seeded: true }
}

/**
 * The demo tracks that also sell WAV and track-out licences, with their prices: a WAV master for
 * each, stems for the first two (kept to a few so the demo's data folder stays small).
 */
const MASTERS: Record<string, { wavCents: number; trackoutCents: number | null }> = {
  'midnight-circuit': { wavCents: 4900, trackoutCents: 14900 },
  'glass-horizon': { wavCents: 4900, trackoutCents: 14900 },
  'velvet-hours': { wavCents: 3900, trackoutCents: null },
}

async function seedTrackFiles(sql: Sql, options: SeedOptions, log: (line: string) => void) {
  const tracks = await sql<
    { id: string; slug: string; title: string; artist: string; genre: string; bpm: number }[]
  >`
    select id, slug, title, artist, genre, bpm from public.tracks
    where not is_published and audio_path is not null order by slug`
  for (const track of tracks) {
    const style = STYLE_BY_GENRE[track.genre.toLowerCase()] ?? 'techno'
    const masters = MASTERS[track.slug]
    const media = generateTrackMedia({
      seed: seedFromText(track.slug),
      bpm: track.bpm,
      style,
      title: track.title,
      artist: track.artist,
      ...(options.fullSeconds ? { fullSeconds: options.fullSeconds } : {}),
      ...(masters ? { masters: { wav: true, stems: masters.trackoutCents !== null } } : {}),
    })
    const facts = await parseBuffer(media.full, { mimeType: 'audio/mpeg' })
    const bitrate = Math.round(facts.format.bitrate ?? 0)
    const duration = Math.round(facts.format.duration ?? 0)
    // As the admin's upload does: the waveform of the preview file itself, decoded once.
    const waveform = await mp3Waveform(media.preview)
    if (!waveform) throw new Error(`The preview of ${track.slug} did not decode`)
    await putObject(sql, options.dataDir, {
      bucket: 'tracks',
      name: `${track.slug}.mp3`,
      body: media.full,
      contentType: 'audio/mpeg',
    })
    await putObject(sql, options.dataDir, {
      bucket: 'previews',
      name: `${track.slug}.mp3`,
      body: media.preview,
      contentType: 'audio/mpeg',
      cacheControl: 'max-age=31536000',
    })
    await putObject(sql, options.dataDir, {
      bucket: 'covers',
      name: `${track.slug}.svg`,
      body: new TextEncoder().encode(media.cover),
      contentType: 'image/svg+xml',
      cacheControl: 'max-age=31536000',
    })
    await sql`
      update public.tracks set
        audio_path = ${`${track.slug}.mp3`}, preview_path = ${`${track.slug}.mp3`},
        cover_path = ${`${track.slug}.svg`}, duration_seconds = ${duration},
        preview_peaks = ${waveform.peaks}::real[],
        preview_duration_seconds = ${waveform.duration_seconds},
        audio_bitrate = ${bitrate}, audio_bytes = ${media.full.byteLength},
        is_published = true, published_at = now()
      where id = ${track.id}`
    if (masters && media.wav) await seedMasters(sql, options.dataDir, track, media, masters)
    log(`  track ${track.slug}: ${duration} s at ${bitrate / 1000} kbps`)
  }
}

/** A track's WAV (and stems, zipped) in the private `masters` bucket, and their licences' prices. */
async function seedMasters(
  sql: Sql,
  dataDir: string,
  track: { id: string; slug: string },
  media: ReturnType<typeof generateTrackMedia>,
  prices: { wavCents: number; trackoutCents: number | null },
) {
  const wav = media.wav!
  await putObject(sql, dataDir, {
    bucket: 'masters',
    name: `${track.slug}/wav-demo.wav`,
    body: wav,
    contentType: 'audio/wav',
  })
  const stems = media.stems ? zipFiles(media.stems) : null
  if (stems) {
    await putObject(sql, dataDir, {
      bucket: 'masters',
      name: `${track.slug}/stems-demo.zip`,
      body: stems,
      contentType: 'application/zip',
    })
  }
  await sql`
    update public.tracks set
      wav_path = ${`${track.slug}/wav-demo.wav`}, wav_bytes = ${wav.byteLength},
      wav_sample_rate = 44100, wav_bits = 16, wav_price_cents = ${prices.wavCents},
      stems_path = ${stems ? `${track.slug}/stems-demo.zip` : null},
      stems_bytes = ${stems?.byteLength ?? null}, stems_count = ${media.stems?.length ?? null},
      trackout_price_cents = ${stems ? prices.trackoutCents : null}
    where id = ${track.id}`
}

async function seedProductImages(sql: Sql, dataDir: string) {
  const products = await sql<{ slug: string; name: string; category: string; images: string[] }[]>`
    select slug, name, category, images from public.products order by slug`
  for (const product of products) {
    for (const image of product.images) {
      const svg = productImageSvg({
        name: product.name,
        category: product.category,
        seed: seedFromText(image),
      })
      await putObject(sql, dataDir, {
        bucket: 'products',
        name: image,
        body: new TextEncoder().encode(svg),
        contentType: 'image/svg+xml',
        cacheControl: 'max-age=31536000',
      })
    }
  }
}

/**
 * The artist's hero photo and press kit (two photos, the one-sheet, the technical rider), named as
 * the admin's uploads are (`artist/<kind>-<16 characters>.<ext>` in the public `media` bucket).
 */
async function seedArtistFiles(sql: Sql, dataDir: string) {
  const [artist] = await sql<
    {
      brand_name: string
      tagline: Record<string, string>
      bio: Record<string, string>
      contact_email: string
      claim_festivals: number
      claim_releases: number
      claim_monthly_listeners: number
      social_links: { url: string }[]
    }[]
  >`
    select brand_name, tagline, bio, contact_email, claim_festivals, claim_releases,
      claim_monthly_listeners, social_links
    from public.settings where id`
  if (!artist) return
  const en = (text: Record<string, string>) => text.en ?? Object.values(text)[0] ?? ''
  const pathOf = (kind: string, index: number, extension: string) => {
    const id = createHash('sha256').update(`${artist.brand_name}:${kind}:${index}`).digest('hex')
    return `artist/${kind}-${id.slice(0, 16)}.${extension}`
  }
  const svg = (text: string) => new TextEncoder().encode(text)
  const facts = {
    name: artist.brand_name,
    tagline: en(artist.tagline),
    bio: en(artist.bio),
    contactEmail: artist.contact_email,
    claims: {
      festivals: artist.claim_festivals,
      releases: artist.claim_releases,
      monthlyListeners: artist.claim_monthly_listeners,
    },
    links: artist.social_links.map((link) => link.url),
  }
  const hero = {
    path: pathOf('hero', 0, 'svg'),
    body: svg(heroSvg(artist.brand_name, seedFromText('hero'))),
    contentType: 'image/svg+xml',
  }
  const press = [
    {
      kind: 'photo',
      title: 'Press photo – live',
      path: pathOf('photo', 1, 'svg'),
      body: svg(pressPhotoSvg(artist.brand_name, seedFromText('photo-1'))),
      contentType: 'image/svg+xml',
    },
    {
      kind: 'photo',
      title: 'Press photo – booth',
      path: pathOf('photo', 2, 'svg'),
      body: svg(pressPhotoSvg(artist.brand_name, seedFromText('photo-2'))),
      contentType: 'image/svg+xml',
    },
    {
      kind: 'one_sheet',
      title: 'One-sheet (PDF)',
      path: pathOf('one-sheet', 0, 'pdf'),
      body: await oneSheetPdf(facts),
      contentType: 'application/pdf',
    },
    {
      kind: 'rider',
      title: 'Technical rider (PDF)',
      path: pathOf('rider', 0, 'pdf'),
      body: await riderPdf(facts),
      contentType: 'application/pdf',
    },
  ]
  for (const file of [hero, ...press]) {
    await putObject(sql, dataDir, {
      bucket: 'media',
      name: file.path,
      body: file.body,
      contentType: file.contentType,
      cacheControl: 'max-age=31536000',
    })
  }
  const pressKit = press.map(({ kind, title, path }) => ({ kind, title, path }))
  await sql`
    update public.settings set hero_image = ${hero.path}, press_kit = ${sql.json(pressKit)}
    where id`
}

/** The before/after pair of /mixing-mastering: real MP3s in the public `media` bucket. */
async function seedStudioDemo(sql: Sql, dataDir: string) {
  const demo = generateMixDemo({
    seed: seedFromText('studio-demo'),
    bpm: 124,
    style: 'melodic-techno',
  })
  const paths = { before: 'services/mix-before.mp3', after: 'services/mix-after.mp3' }
  for (const side of ['before', 'after'] as const) {
    await putObject(sql, dataDir, {
      bucket: 'media',
      name: paths[side],
      body: demo[side],
      contentType: 'audio/mpeg',
      cacheControl: 'max-age=31536000',
    })
  }
  await sql`update public.settings set studio_demo = ${sql.json(paths)} where id`
}

function seedFromText(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

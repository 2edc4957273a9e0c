import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCatalogFixture } from '../testing/catalog-fixtures.ts'

const COVERS = 'http://localhost:54321/storage/v1/object/public/covers'
const PREVIEWS = 'http://localhost:54321/storage/v1/object/public/previews'

let fixture: Awaited<ReturnType<typeof openCatalogFixture>>
beforeAll(async () => {
  fixture = await openCatalogFixture()
})
afterAll(() => fixture?.db.close())

async function getJson(path: string, init?: RequestInit) {
  const response = await fixture.app.request(path, init)
  return { response, body: await response.json() }
}
const slugsOf = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug)

describe('GET /site/tracks', () => {
  it('lists published tracks only, newest first, with the total and every published genre', async () => {
    const { response, body } = await getJson('/site/tracks')
    expect(response.status).toBe(200)
    expect(slugsOf(body)).toEqual([
      'aurora-run',
      'techno-twin',
      'reveil-sur-la-plage',
      'midnight-circuit',
      'velvet-hours',
    ])
    expect(body.total).toBe(5)
    // "Techno" and "techno" are one genre for the filter, so the list names it once.
    expect(body.genres.map((genre: string) => genre.toLowerCase())).toEqual([
      'house',
      'melodic techno',
      'techno',
      'trance',
    ])
  })

  it('maps a track to the DTO the web client reads, without the description and caps its page has', async () => {
    const { body } = await getJson('/site/tracks?q=midnight&lang=en')
    expect(body.items).toEqual([
      {
        slug: 'midnight-circuit',
        title: 'Midnight Circuit',
        artist: 'Kael Voss',
        genre: 'Techno',
        bpm: 132,
        duration_seconds: 300,
        prices: { private: 2900, commercial: 8700, wav: null, trackout: null, exclusive: null },
        licences: [
          { licence: 'private', price_cents: 2900, files: ['mp3'] },
          { licence: 'commercial', price_cents: 8700, files: ['mp3'] },
        ],
        exclusive_sold: false,
        currency: 'EUR',
        release_date: '2026-02-06',
        cover_url: `${COVERS}/midnight-circuit.svg`,
        preview_url: `${PREVIEWS}/clips/midnight-circuit%20preview.mp3`,
      },
    ])
  })

  it('describes a track in the visitor language, else Spanish, else any language it has', async () => {
    const description = async (slug: string, lang: string) => {
      const { body } = await getJson(`/site/tracks/${slug}?lang=${lang}`)
      return body.description
    }
    expect(await description('midnight-circuit', 'en')).toBe('Warehouse techno.')
    expect(await description('midnight-circuit', 'de')).toBe('Techno de almacén.')
    expect(await description('midnight-circuit', 'es')).toBe('Techno de almacén.')
    expect(await description('reveil-sur-la-plage', 'pt')).toBe('Un lever de soleil.')
    expect(await description('velvet-hours', 'en')).toBeNull()
  })

  it.each([
    ['reveil', ['reveil-sur-la-plage']],
    ['RÉVEIL SUR', ['reveil-sur-la-plage']],
    ['Plage', ['reveil-sur-la-plage']],
    ['circuit', ['midnight-circuit']],
    ['draft', []],
    ['100%', []],
  ])('searches titles for %j regardless of case and accents', async (q, expected) => {
    const { body } = await getJson(`/site/tracks?q=${encodeURIComponent(q)}`)
    expect(slugsOf(body)).toEqual(expected)
    expect(body.total).toBe(expected.length)
  })

  it('filters by genre whatever its case, and by a BPM range', async () => {
    const techno = (await getJson('/site/tracks?genre=TECHNO')).body
    expect(slugsOf(techno)).toEqual(['techno-twin', 'midnight-circuit'])
    expect(techno.total).toBe(2)
    expect(techno.genres).toHaveLength(4)

    const midTempo = (await getJson('/site/tracks?bpm_min=124&bpm_max=132')).body
    expect(slugsOf(midTempo)).toEqual(['techno-twin', 'reveil-sur-la-plage', 'midnight-circuit'])
    const fast = (await getJson('/site/tracks?bpm_min=133')).body
    expect(slugsOf(fast)).toEqual(['aurora-run'])
  })

  it.each([
    [
      'price_asc',
      ['velvet-hours', 'reveil-sur-la-plage', 'midnight-circuit', 'aurora-run', 'techno-twin'],
    ],
    [
      'price_desc',
      ['techno-twin', 'aurora-run', 'midnight-circuit', 'reveil-sur-la-plage', 'velvet-hours'],
    ],
    [
      'bpm_asc',
      ['velvet-hours', 'reveil-sur-la-plage', 'techno-twin', 'midnight-circuit', 'aurora-run'],
    ],
    [
      'bpm_desc',
      ['aurora-run', 'midnight-circuit', 'techno-twin', 'reveil-sur-la-plage', 'velvet-hours'],
    ],
    [
      'title',
      ['aurora-run', 'midnight-circuit', 'reveil-sur-la-plage', 'techno-twin', 'velvet-hours'],
    ],
  ])('sorts by %s', async (sort, expected) => {
    const { body } = await getJson(`/site/tracks?sort=${sort}`)
    expect(slugsOf(body)).toEqual(expected)
  })

  it('pages with limit and offset while the total counts every match', async () => {
    const { body } = await getJson('/site/tracks?limit=2&offset=1')
    expect(slugsOf(body)).toEqual(['techno-twin', 'reveil-sur-la-plage'])
    expect(body.total).toBe(5)
    const beyond = (await getJson('/site/tracks?offset=50')).body
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(5)
  })

  it('refuses bad query parameters with 400 invalid_query naming each field', async () => {
    const { response, body } = await getJson(
      '/site/tracks?sort=cheapest&bpm_min=fast&limit=500&lang=it&offset=-1',
    )
    expect(response.status).toBe(400)
    expect(body.error.code).toBe('invalid_query')
    expect(body.error.fields).toEqual({
      sort: 'sort_invalid',
      bpm_min: 'bpm_invalid',
      limit: 'limit_invalid',
      lang: 'lang_invalid',
      offset: 'offset_invalid',
    })
    const range = await getJson('/site/tracks?bpm_min=140&bpm_max=120')
    expect(range.response.status).toBe(400)
    expect(range.body.error.fields).toEqual({ bpm_max: 'bpm_range_invalid' })
  })
})

describe('GET /site/tracks/:slug', () => {
  it('returns the track and up to 4 related ones: same genre first, then the closest tempo', async () => {
    const { response, body } = await getJson('/site/tracks/midnight-circuit')
    expect(response.status).toBe(200)
    expect(body.slug).toBe('midnight-circuit')
    expect(body.related.map((track: { slug: string }) => track.slug)).toEqual([
      'techno-twin',
      'aurora-run',
      'reveil-sur-la-plage',
      'velvet-hours',
    ])
    expect(body.related[0]).toHaveProperty('preview_url')
    // The page explains each licence's caps; the related tracks, a list, go without.
    expect(body.licences.map((offer: { terms: unknown }) => offer.terms)).toEqual([
      { copies: 0, streams: 0, videos: 0, radio: 0, live: 0 },
      { copies: 5000, streams: 500000, videos: 1, radio: 2, live: null },
    ])
    expect(body.related[0].licences[0]).not.toHaveProperty('terms')
  })

  it('carries the preview’s stored waveform on the track page only, null where there is none', async () => {
    await fixture.db.sql`
      update public.tracks set preview_peaks = ${[0.25, 1, 0.5]},
        preview_duration_seconds = 14.984
      where slug = 'midnight-circuit'`
    const { body } = await getJson('/site/tracks/midnight-circuit')
    expect(body.waveform).toEqual({ peaks: [0.25, 1, 0.5], duration_seconds: 14.984 })
    expect(body.related.every((track: object) => !('waveform' in track))).toBe(true)
    const { body: other } = await getJson('/site/tracks/techno-twin')
    expect(other.waveform).toBeNull()
    const { body: list } = await getJson('/site/tracks')
    expect(JSON.stringify(list)).not.toMatch(/waveform|peaks/)
  })

  it.each(['hidden-draft', 'no-such-track', 'Bad Slug!'])('answers 404 for %j', async (slug) => {
    const { response, body } = await getJson(`/site/tracks/${encodeURIComponent(slug)}`)
    expect(response.status).toBe(404)
    expect(body.error.code).toBe('track_not_found')
  })
})

describe('a track whose exclusive rights are sold', () => {
  it('leaves the lists, its genre and related tracks, and keeps its page, saying so', async () => {
    const { sql } = fixture.db
    const [order] = await sql<{ id: string }[]>`
      insert into public.orders (email, name, subtotal_cents, total_cents, status, paid_at)
      values ('winner@example.com', 'Win Ner', 150000, 150000, 'paid', now()) returning id`
    await sql`
      update public.tracks
      set exclusive_price_cents = 150000, exclusive_order_id = ${order!.id},
        exclusive_sold_at = now()
      where slug = 'aurora-run'`
    try {
      const { body: list } = await getJson('/site/tracks')
      expect(slugsOf(list)).not.toContain('aurora-run')
      expect(list.total).toBe(4)
      // Trance was its genre alone.
      expect(list.genres.map((genre: string) => genre.toLowerCase())).not.toContain('trance')
      const { body: related } = await getJson('/site/tracks/midnight-circuit')
      expect(slugsOf({ items: related.related })).not.toContain('aurora-run')

      const { response, body } = await getJson('/site/tracks/aurora-run')
      expect(response.status).toBe(200)
      expect(body).toMatchObject({ exclusive_sold: true, prices: { exclusive: null } })
    } finally {
      await sql`
        update public.tracks set exclusive_order_id = null, exclusive_sold_at = null
        where slug = 'aurora-run'`
    }
  })
})

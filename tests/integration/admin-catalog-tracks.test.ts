import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CatalogHarness,
  errorOf,
  NEW_TRACK,
  openCatalogHarness,
  recordSale,
} from './admin-catalog-fixtures.ts'
import { adminCall } from './helpers/admin.ts'

// The admin's tracks through the whole platform: the owner signed in with supabase-js, the
// admin function at /functions/v1/admin, the public catalogue at /functions/v1/site.

let h: CatalogHarness
beforeAll(async () => {
  h = await openCatalogHarness()
})
afterAll(() => h?.stop())

const seededId = async (slug: string) => {
  const { body } = await h.admin('GET', `tracks?q=${slug}&limit=100`)
  const track = body.items.find((item: { slug: string }) => item.slug === slug)
  if (!track) throw new Error(`No seeded track ${slug}`)
  return track.id as string
}

describe('admin tracks: who may call', () => {
  it('refuses the fan (403) and a caller without a token (401) on every route', async () => {
    const id = await seededId('midnight-circuit')
    const calls: [string, string, unknown?][] = [
      ['GET', 'tracks'],
      ['POST', 'tracks', NEW_TRACK],
      ['GET', `tracks/${id}`],
      ['PATCH', `tracks/${id}`, { title: 'Mine' }],
      ['DELETE', `tracks/${id}`],
      ['POST', `tracks/${id}/publish`],
      ['POST', `tracks/${id}/unpublish`],
      [
        'POST',
        `tracks/${id}/uploads`,
        { kind: 'cover', content_type: 'image/png', filename: 'a.png' },
      ],
      ['POST', `tracks/${id}/uploads/complete`, { kind: 'cover', path: 'x/cover-a.png' }],
    ]
    for (const [method, path, body] of calls) {
      expect(await errorOf(await h.admin(method, path, body, h.fanToken))).toEqual({
        status: 403,
        code: 'not_admin',
      })
      const anonymous = await h.p.call(`admin/${path}`, { method })
      expect(anonymous.status).toBe(401)
    }
    const { body } = await h.admin('GET', `tracks/${id}`)
    expect(body).toMatchObject({ slug: 'midnight-circuit', is_published: true })
  })
})

describe('admin tracks: create and edit', () => {
  it('creates a draft with a slug from the title and the brand name as artist', async () => {
    const created = await h.admin('POST', 'tracks', { ...NEW_TRACK, title: 'Ciudad Dormida' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: 'ciudad-dormida',
      title: 'Ciudad Dormida',
      artist: 'Kael Voss',
      genre: 'Techno',
      bpm: 130,
      private_price_cents: 2900,
      commercial_price_cents: 9900,
      currency: 'EUR',
      description: NEW_TRACK.description,
      release_date: null,
      is_published: false,
      published_at: null,
      cover_url: null,
      preview_url: null,
      has_audio: false,
      audio_bitrate: null,
      duration_seconds: null,
      sold_count: 0,
    })
    expect(created.body).not.toHaveProperty('audio_path')
    const read = await h.admin('GET', `tracks/${created.body.id}`)
    expect(read).toMatchObject({ status: 200, body: created.body })
  })

  it('numbers a taken generated slug and refuses a taken or malformed given one', async () => {
    const title = 'Señales Perdidas'
    const slugs = []
    for (let n = 0; n < 3; n++)
      slugs.push((await h.admin('POST', 'tracks', { ...NEW_TRACK, title })).body.slug)
    expect(slugs).toEqual(['senales-perdidas', 'senales-perdidas-2', 'senales-perdidas-3'])

    const taken = await h.admin('POST', 'tracks', { ...NEW_TRACK, slug: 'midnight-circuit' })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toMatchObject({ code: 'slug_taken', fields: { slug: 'slug_taken' } })

    const malformed = await h.admin('POST', 'tracks', { ...NEW_TRACK, slug: 'Night Drive' })
    expect(malformed.status).toBe(422)
    expect(malformed.body.error.fields).toEqual({ slug: 'slug_invalid' })

    const given = await h.admin('POST', 'tracks', { ...NEW_TRACK, slug: 'my-own-address' })
    expect(given.body.slug).toBe('my-own-address')
    const renamed = await h.admin('PATCH', `tracks/${given.body.id}`, { slug: 'senales-perdidas' })
    expect(await errorOf(renamed)).toEqual({ status: 409, code: 'slug_taken' })
  })

  it('refuses bodies that are not JSON, too large, or break the rules, with the fields', async () => {
    const notJson = await h.admin('POST', 'tracks', undefined)
    expect(await errorOf(notJson)).toEqual({ status: 415, code: 'unsupported_media_type' })
    const broken = await h.admin('POST', 'tracks', '{"title": ')
    expect(await errorOf(broken)).toEqual({ status: 400, code: 'invalid_json' })
    // Streamed, without a Content-Length: the function reads up to its limit, then refuses. (A
    // declared length over the limit is refused unread, and the server then drops the connection.)
    const tooLarge = JSON.stringify({ ...NEW_TRACK, title: 'x'.repeat(200_000) })
    const huge = await adminCall(h.p, h.ownerToken, 'tracks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([tooLarge]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(huge.status).toBe(413)
    expect((await huge.json()).error.code).toBe('payload_too_large')

    const invalid = await h.admin('POST', 'tracks', {
      title: ' ',
      genre: 'Techno',
      bpm: 500,
      private_price_cents: 0,
      commercial_price_cents: 12.5,
      release_date: '2026-13-01',
      description: { it: 'Ciao' },
      price: 10,
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        title: 'text_required',
        bpm: 'bpm_invalid',
        private_price_cents: 'price_invalid',
        commercial_price_cents: 'price_invalid',
        release_date: 'date_invalid',
        description: 'unknown_field',
        _: 'unknown_field',
      },
    })
  })

  it('edits only the fields sent, and keeps the slug when the title changes', async () => {
    const { body: track } = await h.admin('POST', 'tracks', {
      ...NEW_TRACK,
      title: 'Edit Me',
      release_date: '2026-01-02',
    })
    const edited = await h.admin('PATCH', `tracks/${track.id}`, {
      title: 'Edited',
      bpm: 124,
      description: { fr: 'Modifiée', en: '' },
      release_date: null,
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      slug: 'edit-me',
      title: 'Edited',
      bpm: 124,
      genre: 'Techno',
      description: { fr: 'Modifiée' },
      release_date: null,
      private_price_cents: 2900,
    })
    expect(Date.parse(edited.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(track.updated_at))

    const empty = await h.admin('PATCH', `tracks/${track.id}`, {})
    expect(empty.status).toBe(422)
    expect(empty.body.error.fields).toEqual({ _: 'nothing_to_update' })
  })
})

describe('admin tracks: list', () => {
  it('lists newest first, searches ignoring case and accents, filters and pages', async () => {
    const { body: accented } = await h.admin('POST', 'tracks', {
      ...NEW_TRACK,
      title: 'Réveil à Lisboa',
    })
    const all = await h.admin('GET', 'tracks?limit=100')
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(all.body.items.length)
    expect(all.body.items[0].id).toBe(accented.id)
    const created = all.body.items.map((track: { created_at: string }) =>
      Date.parse(track.created_at),
    )
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(JSON.stringify(all.body)).not.toMatch(/audio_path/)

    const found = await h.admin('GET', `tracks?q=${encodeURIComponent('REVEIL')}`)
    expect(found.body.items.map((track: { id: string }) => track.id)).toEqual([accented.id])

    const drafts = await h.admin('GET', 'tracks?published=false&limit=100')
    const published = await h.admin('GET', 'tracks?published=true&limit=100')
    expect(drafts.body.items.every((track: { is_published: boolean }) => !track.is_published)).toBe(
      true,
    )
    expect(
      published.body.items.every((track: { is_published: boolean }) => track.is_published),
    ).toBe(true)
    expect(drafts.body.total + published.body.total).toBe(all.body.total)
    expect(published.body.items[0]).toMatchObject({
      has_audio: true,
      audio_bitrate: 320000,
      cover_url: expect.stringMatching(/\/storage\/v1\/object\/public\/covers\//),
    })

    const first = await h.admin('GET', 'tracks?limit=2&offset=0')
    const second = await h.admin('GET', 'tracks?limit=2&offset=2')
    expect(first.body.items.map((t: { id: string }) => t.id)).toEqual(
      all.body.items.slice(0, 2).map((t: { id: string }) => t.id),
    )
    expect(second.body.items.map((t: { id: string }) => t.id)).toEqual(
      all.body.items.slice(2, 4).map((t: { id: string }) => t.id),
    )

    const bad = await h.admin('GET', 'tracks?limit=0&published=maybe')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({
      code: 'invalid_query',
      fields: { limit: 'limit_invalid', published: 'published_invalid' },
    })
  })
})

describe('admin tracks: publishing and deleting', () => {
  it('refuses to publish a track without its files, naming what is missing', async () => {
    const { body: track } = await h.admin('POST', 'tracks', { ...NEW_TRACK, title: 'Unfinished' })
    const refused = await h.admin('POST', `tracks/${track.id}/publish`)
    expect(refused.status).toBe(422)
    expect(refused.body.error).toMatchObject({
      code: 'track_incomplete',
      fields: { cover: 'missing', preview: 'missing', audio: 'missing', duration: 'missing' },
    })
    expect((await h.admin('GET', `tracks/${track.id}`)).body.is_published).toBe(false)
  })

  it('keeps a sold track: 409 on delete, unpublished instead, and published again', async () => {
    const id = await seededId('glass-horizon')
    await recordSale(h.p, { track_id: id })
    const before = await h.admin('GET', `tracks/${id}`)
    expect(before.body.sold_count).toBe(1)

    expect(await errorOf(await h.admin('DELETE', `tracks/${id}`))).toEqual({
      status: 409,
      code: 'track_sold',
    })
    const hidden = await h.admin('POST', `tracks/${id}/unpublish`)
    expect(hidden.body).toMatchObject({ is_published: false, sold_count: 1 })
    expect((await h.site('tracks/glass-horizon')).status).toBe(404)

    const again = await h.admin('POST', `tracks/${id}/publish`)
    expect(again.body).toMatchObject({ is_published: true, published_at: before.body.published_at })
    expect((await h.site('tracks/glass-horizon')).status).toBe(200)
  })

  it('deletes an unsold track', async () => {
    const { body: track } = await h.admin('POST', 'tracks', { ...NEW_TRACK, title: 'Short Lived' })
    const deleted = await h.admin('DELETE', `tracks/${track.id}`)
    expect(deleted.status).toBe(204)
    expect(await errorOf(await h.admin('GET', `tracks/${track.id}`))).toEqual({
      status: 404,
      code: 'track_not_found',
    })
    expect(await errorOf(await h.admin('DELETE', `tracks/${track.id}`))).toEqual({
      status: 404,
      code: 'track_not_found',
    })
  })

  it('answers unknown ids with 404 and wrong methods with 405', async () => {
    for (const path of ['tracks/not-a-uuid', 'tracks/00000000-0000-4000-8000-000000000000']) {
      expect(await errorOf(await h.admin('GET', path))).toEqual({
        status: 404,
        code: 'track_not_found',
      })
    }
    const id = await seededId('velvet-hours')
    const wrong: [string, string, string][] = [
      ['PUT', 'tracks', 'GET, POST'],
      ['POST', `tracks/${id}`, 'GET, PATCH, DELETE'],
      ['GET', `tracks/${id}/publish`, 'POST'],
      ['DELETE', `tracks/${id}/unpublish`, 'POST'],
      ['GET', `tracks/${id}/uploads`, 'POST'],
      ['PUT', `tracks/${id}/uploads/complete`, 'POST'],
    ]
    for (const [method, path, allow] of wrong) {
      const answer = await h.admin(method, path)
      expect(await errorOf(answer)).toEqual({ status: 405, code: 'method_not_allowed' })
      expect(answer.headers.get('allow')).toBe(allow)
    }
  })
})

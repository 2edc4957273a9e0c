import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startRestStoragePlatform,
  type TestPlatform,
  type TestUser,
} from './helpers/rest-storage-platform.ts'

// The official supabase-js against the platform's /rest/v1: every read the product makes
// directly from the browser, and PostgREST's answers to what the subset refuses.
let platform: TestPlatform
let admin: TestUser
let member: TestUser

const PUBLIC_COLUMNS = 'slug,title,bpm,genre,release_date'

beforeAll(async () => {
  platform = await startRestStoragePlatform()
  admin = await platform.user({ admin: true })
  member = await platform.user()
  const track = (slug: string, title: string, bpm: number, genre: string, published: boolean) => ({
    slug,
    title,
    artist: 'Test Artist',
    genre,
    bpm,
    private_price_cents: 1900,
    commercial_price_cents: 9900,
    duration_seconds: 300,
    audio_path: `full/${slug}.mp3`,
    preview_path: `previews/${slug}.mp3`,
    cover_path: `covers/${slug}.png`,
    is_published: published,
  })
  await platform.db.sql`insert into public.tracks ${platform.db.sql([
    { ...track('night-drive', 'Night Drive', 124, 'techno', true), release_date: '2026-01-10' },
    { ...track('sunrise-set', 'Sunrise Set', 118, 'house', true), release_date: null },
    { ...track('late-night-draft', 'Late Night Draft', 130, 'techno', false), release_date: null },
  ])}`
})

afterAll(async () => {
  await platform?.close()
})

describe('the admin check (seed spec)', () => {
  const adminRole = (client: TestUser['client'], userId: string) =>
    client.from('roles').select('role').eq('user_id', userId).eq('role', 'admin').maybeSingle()

  it('finds the admin row for an admin', async () => {
    const { data, error, status } = await adminRole(admin.client, admin.id)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual({ role: 'admin' })
  })

  it('answers null for a signed-in user who is not an admin', async () => {
    const { data, error } = await adminRole(member.client, member.id)
    expect(error).toBeNull()
    expect(data).toBeNull()
  })

  it('does not let a user read another user’s roles', async () => {
    const { data, error } = await adminRole(member.client, admin.id)
    expect(error).toBeNull()
    expect(data).toBeNull()
  })

  it('gives anon nothing: roles are not granted to anon (42501 as 401)', async () => {
    const { data, error, status } = await adminRole(platform.anon(), admin.id)
    expect(data).toBeNull()
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table roles' })
  })

  it('answers PGRST116 (406) when .single() finds no row', async () => {
    const { data, error, status } = await member.client
      .from('roles')
      .select('role')
      .eq('user_id', member.id)
      .single()
    expect(data).toBeNull()
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
  })

  it('returns the object for .single() on exactly one row', async () => {
    const { data, error } = await admin.client.from('roles').select('role').single()
    expect(error).toBeNull()
    expect(data).toEqual({ role: 'admin' })
  })
})

describe('reads of the catalogue under RLS and column grants', () => {
  it('shows anon the published tracks only, ordered', async () => {
    const { data, error } = await platform
      .anon()
      .from('tracks')
      .select(PUBLIC_COLUMNS)
      .order('bpm', { ascending: false })
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        slug: 'night-drive',
        title: 'Night Drive',
        bpm: 124,
        genre: 'techno',
        release_date: '2026-01-10',
      },
      { slug: 'sunrise-set', title: 'Sunrise Set', bpm: 118, genre: 'house', release_date: null },
    ])
  })

  it('applies eq, neq, gt, gte, lt, lte, in, is, like, ilike and not', async () => {
    const anon = platform.anon()
    const slugs = async (
      query: PromiseLike<{ data: { slug: string }[] | null; error: unknown }>,
    ) => {
      const { data, error } = await query
      expect(error).toBeNull()
      return data?.map((row) => row.slug)
    }
    const tracks = () => anon.from('tracks').select('slug').order('slug')
    expect(await slugs(tracks().eq('genre', 'techno'))).toEqual(['night-drive'])
    expect(await slugs(tracks().neq('genre', 'techno'))).toEqual(['sunrise-set'])
    expect(await slugs(tracks().gt('bpm', 118))).toEqual(['night-drive'])
    expect(await slugs(tracks().gte('bpm', 118))).toEqual(['night-drive', 'sunrise-set'])
    expect(await slugs(tracks().lt('bpm', 124))).toEqual(['sunrise-set'])
    expect(await slugs(tracks().lte('bpm', 124))).toEqual(['night-drive', 'sunrise-set'])
    expect(await slugs(tracks().in('slug', ['sunrise-set', 'late-night-draft', 'a,b(c)']))).toEqual(
      ['sunrise-set'],
    )
    expect(await slugs(tracks().in('slug', []))).toEqual([])
    expect(await slugs(tracks().is('release_date', null))).toEqual(['sunrise-set'])
    expect(await slugs(tracks().not('release_date', 'is', null))).toEqual(['night-drive'])
    expect(await slugs(tracks().like('title', '%Drive'))).toEqual(['night-drive'])
    expect(await slugs(tracks().ilike('title', '*NIGHT*'))).toEqual(['night-drive'])
    expect(await slugs(tracks().not('genre', 'eq', 'house'))).toEqual(['night-drive'])
  })

  it('pages with limit and range, and counts exactly with Content-Range', async () => {
    const anon = platform.anon()
    const first = await anon.from('tracks').select('slug').order('slug').limit(1)
    expect(first.data).toEqual([{ slug: 'night-drive' }])

    const page = await anon
      .from('tracks')
      .select('slug', { count: 'exact' })
      .order('slug')
      .range(1, 1)
    expect(page.error).toBeNull()
    expect(page.data).toEqual([{ slug: 'sunrise-set' }])
    expect(page.count).toBe(2)
    expect(page.status).toBe(206)

    const head = await anon.from('tracks').select('slug', { count: 'exact', head: true })
    expect(head.count).toBe(2)
    expect(head.data).toBeNull()
  })

  it('shows an admin every track, and a signed-in member the published ones', async () => {
    const all = await admin.client.from('tracks').select('slug,is_published').order('slug')
    expect(all.error).toBeNull()
    expect(all.data).toEqual([
      { slug: 'late-night-draft', is_published: false },
      { slug: 'night-drive', is_published: true },
      { slug: 'sunrise-set', is_published: true },
    ])
    const published = await member.client.from('tracks').select('slug').order('slug')
    expect(published.data).toEqual([{ slug: 'night-drive' }, { slug: 'sunrise-set' }])
  })

  it('lets column grants decide: anon may not select * nor filter on a private column', async () => {
    const star = await platform.anon().from('tracks').select('*')
    expect(star.status).toBe(401)
    expect(star.error).toMatchObject({ code: '42501' })

    const hidden = await platform.anon().from('tracks').select('slug').eq('is_published', false)
    expect(hidden.status).toBe(401)
    expect(hidden.error).toMatchObject({ code: '42501' })

    const path = await member.client.from('tracks').select('audio_path')
    expect(path.status).toBe(403)
    expect(path.error).toMatchObject({ code: '42501' })
  })

  it('gives the service role every column of every row', async () => {
    const { data, error } = await platform
      .service()
      .from('tracks')
      .select('slug,audio_path')
      .order('slug')
    expect(error).toBeNull()
    expect(data).toHaveLength(3)
    expect(data?.[0]).toEqual({ slug: 'late-night-draft', audio_path: 'full/late-night-draft.mp3' })
  })

  it('renames columns with aliases and strips nulls on request', async () => {
    const { data } = await platform
      .anon()
      .from('tracks')
      .select('name:title,release_date')
      .eq('slug', 'sunrise-set')
      .stripNulls()
    expect(data).toEqual([{ name: 'Sunrise Set' }])
  })
})

describe('what the subset refuses, in PostgREST’s shape', () => {
  it('answers PGRST205 (404) for an unknown table', async () => {
    const { error, status } = await platform.anon().from('no_such_table').select('*')
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    })
  })

  it('answers 42703 (400) for an unknown column, before any SQL runs', async () => {
    const { error, status } = await platform
      .anon()
      .from('tracks')
      .select('slug,"title; drop table tracks"')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '42703' })
    const still = await platform.service().from('tracks').select('slug')
    expect(still.data).toHaveLength(3)
  })

  it('binds filter values, so a quote in a value is just a character', async () => {
    const { data, error } = await platform
      .anon()
      .from('tracks')
      .select('slug')
      .eq('slug', "x' or '1'='1")
    expect(error).toBeNull()
    expect(data).toEqual([])
  })

  it('answers PGRST100 (400) for an unknown or unsupported operator', async () => {
    const unknown = await platform.anon().from('tracks').select('slug').filter('bpm', 'near', '120')
    expect(unknown.status).toBe(400)
    expect(unknown.error).toMatchObject({ code: 'PGRST100' })
    const unsupported = await platform.anon().from('tracks').select('slug').or('bpm.eq.1,bpm.eq.2')
    expect(unsupported.status).toBe(400)
    expect(unsupported.error).toMatchObject({ code: 'PGRST100' })
  })

  it('answers PGRST200 (400) for resource embedding', async () => {
    const { error, status } = await admin.client.from('orders').select('id, order_items(*)')
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'PGRST200' })
  })

  it('refuses writes with 405', async () => {
    const insert = await admin.client.from('roles').insert({ user_id: member.id, role: 'admin' })
    expect(insert.status).toBe(405)
    expect(insert.error).toMatchObject({ code: 'PGRST117' })
    const remove = await platform.service().from('tracks').delete().eq('slug', 'night-drive')
    expect(remove.status).toBe(405)
    const count = await platform.db.sql`select count(*)::int as n from public.roles`
    expect(count[0]?.n).toBe(1)
  })

  it('answers PGRST106 (406) for a schema that is not exposed', async () => {
    const { error, status } = await admin.client.schema('private').from('anything').select('*')
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST106' })
  })

  it('answers PGRST303 (401) for an expired access token', async () => {
    const expired = await platform.signing.sign(
      {
        sub: member.id,
        role: 'authenticated',
        aud: 'authenticated',
        aal: 'aal1',
        session_id: randomUUID(),
      },
      -60,
    )
    const response = await fetch(`${platform.url}/rest/v1/tracks?select=slug`, {
      headers: { apikey: platform.keys.publishable_key, Authorization: `Bearer ${expired}` },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toContain('invalid_token')
    expect(await response.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    })
  })

  it('answers PGRST301 (401) for a token with a forged signature', async () => {
    const [header, payload] = member.token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(86)}`
    const response = await fetch(`${platform.url}/rest/v1/tracks?select=slug`, {
      headers: { apikey: platform.keys.publishable_key, Authorization: `Bearer ${forged}` },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe('PGRST301')
  })

  it('requires an apikey', async () => {
    const response = await fetch(`${platform.url}/rest/v1/tracks?select=slug`)
    expect(response.status).toBe(401)
  })
})

describe('Range and Content-Range over HTTP', () => {
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${platform.url}/rest/v1/tracks?${query}`, {
      headers: { apikey: platform.keys.publishable_key, ...headers },
    })

  it('sends Content-Range on every list, with the total only when counted', async () => {
    const plain = await get('select=slug&order=slug')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-range')).toBe('0-1/*')
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8')

    const ranged = await get('select=slug&order=slug', { Range: '1-1', Prefer: 'count=exact' })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe('1-1/2')
    expect(await ranged.json()).toEqual([{ slug: 'sunrise-set' }])

    const empty = await get('select=slug&slug=eq.none', { Prefer: 'count=exact' })
    expect(empty.headers.get('content-range')).toBe('*/0')
  })

  it('answers PGRST103 (416) for an offset past the end', async () => {
    const response = await get('select=slug&offset=5', { Prefer: 'count=exact' })
    expect(response.status).toBe(416)
    expect((await response.json()).code).toBe('PGRST103')
  })
})

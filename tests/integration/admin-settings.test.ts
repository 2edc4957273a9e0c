import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../functions/_shared/contract/admin/settings.ts'
import { adminCall, enrolTotp, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

// The owner's settings through the whole platform: read and changed with the admin function, seen
// by visitors through the site function.
describe('admin settings', () => {
  let p: TestPlatform
  let owner: string

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  const read = async (token = owner) => {
    const response = await adminCall(p, token, 'settings')
    return { status: response.status, body: (await response.json()) as AdminSettings }
  }
  const patch = async <T = AdminSettings>(body: unknown, token = owner) => {
    const response = await adminCall(p, token, 'settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const publicSettings = async () =>
    (await (await p.call('site/settings')).json()) as {
      rates: { dj_show_cents: number; session_hours: { min: number; max: number } }
      set_lengths: { club: { min: number; max: number } }
      blocked_dates: string[]
      studio_prices: Record<string, number>
      mixes: unknown[]
      bio: Record<string, string>
      gear_delivery_days: { min: number; max: number }
      bundle_enabled: boolean
    }

  it('reads every setting, the two-factor rule included, with ranges as min and max', async () => {
    const { status, body } = await read()
    expect(status).toBe(200)
    expect(body).toMatchObject({
      brand_name: 'Kael Voss',
      contact_email: 'booking@kaelvoss.example',
      claims: { festivals: 50, releases: 100, monthly_listeners: 500_000 },
      currency: 'EUR',
      rates: {
        dj_show_rate_cents: 60_000,
        dj_show_block_hours: 2,
        session_hourly_rate_cents: 150_000,
        session_min_hours: 1,
        session_max_hours: 3,
      },
      set_lengths: {
        festival: { min: 1, max: 2 },
        club: { min: 3, max: 4 },
        extended: { min: 6, max: 8 },
      },
      mixing_revisions: 3,
      mastering_revisions: 1,
      mix_master_delivery_days: { min: 5, max: 7 },
      studio_prices: { mixing_cents: 25_000, mastering_cents: 8_000, mix_master_cents: 30_000 },
      require_admin_mfa: false,
    })
    expect(body.tagline.en).toBe('Melodic techno and after-hours house, from Berlin to Ibiza.')
    expect(body.social_links).toContainEqual({
      network: 'instagram',
      url: 'https://instagram.com/kaelvoss',
    })
    expect(body.mixes[0]).toMatchObject({ platform: 'soundcloud', minutes: 120 })
    expect(body.blocked_dates).toHaveLength(2)
    expect([...body.blocked_dates].sort()).toEqual(body.blocked_dates)
  })

  it('changes a rate, and visitors see the new rate', async () => {
    const before = await read()
    const changed = await patch({ rates: { ...before.body.rates, dj_show_rate_cents: 75_000 } })
    expect(changed.status).toBe(200)
    expect(changed.body.rates.dj_show_rate_cents).toBe(75_000)
    expect(changed.body.brand_name).toBe(before.body.brand_name)
    expect(Date.parse(changed.body.updated_at)).toBeGreaterThan(Date.parse(before.body.updated_at))
    expect((await publicSettings()).rates.dj_show_cents).toBe(75_000)
  })

  it('stores every kind of setting and reads back what it stored', async () => {
    const next = {
      brand_name: 'Kael Voss Live',
      tagline: { es: 'Techno de madrugada.', en: 'After-hours techno.', fr: '  ' },
      contact_email: 'team@kaelvoss.example',
      social_links: [{ network: 'Bandcamp', url: 'https://kaelvoss.bandcamp.com' }],
      claims: { festivals: 60, releases: 120, monthly_listeners: 650_000 },
      rates: {
        dj_show_rate_cents: 80_000,
        dj_show_block_hours: 3,
        session_hourly_rate_cents: 160_000,
        session_min_hours: 2,
        session_max_hours: 4,
      },
      studio_prices: { mixing_cents: 27_500, mastering_cents: 9_000, mix_master_cents: 33_000 },
      set_lengths: {
        festival: { min: 1, max: 1 },
        club: { min: 2, max: 5 },
        extended: { min: 6, max: 10 },
      },
      mixing_revisions: 2,
      mastering_revisions: 0,
      mix_master_delivery_days: { min: 4, max: 6 },
      blocked_dates: ['2027-02-14', '2027-01-01'],
      mixes: [
        {
          title: 'Boiler Room Berlin',
          url: 'https://www.youtube.com/watch?v=kv-br',
          platform: 'youtube',
          minutes: 75,
          recorded_on: '2026-10-03',
        },
      ],
      bio: { en: 'A short bio.', de: 'Eine kurze Bio.' },
      owner_locale: 'fr',
      gear_delivery_days: { min: 3, max: 6 },
      shipping_rates: [
        {
          id: 'courier',
          name: { es: 'Mensajero', en: 'Courier' },
          amount_cents: 990,
          delivery_days: { min: 1, max: 3 },
        },
      ],
      bundle_enabled: false,
    }
    const saved = await patch(next)
    expect(saved.status).toBe(200)
    const expected = {
      ...next,
      tagline: { es: 'Techno de madrugada.', en: 'After-hours techno.' },
      social_links: [{ network: 'bandcamp', url: 'https://kaelvoss.bandcamp.com' }],
      blocked_dates: ['2027-01-01', '2027-02-14'],
      currency: 'EUR',
      require_admin_mfa: false,
      // The artist's files are changed through admin/artist, not this PATCH.
      hero_image: expect.objectContaining({ url: expect.stringMatching(/\/media\/artist\//) }),
      press_kit: expect.any(Array),
      updated_at: expect.any(String),
    }
    expect(saved.body).toEqual(expected)
    expect((await read()).body).toEqual(expected)

    const visitors = await publicSettings()
    expect(visitors.set_lengths.club).toEqual({ min: 2, max: 5 })
    expect(visitors.rates.session_hours).toEqual({ min: 2, max: 4 })
    expect(visitors.bundle_enabled).toBe(false)
    expect(visitors.studio_prices).toEqual(next.studio_prices)
    expect(visitors.blocked_dates).toEqual(['2027-01-01', '2027-02-14'])
    expect(visitors.mixes).toEqual(next.mixes)
    expect(visitors.bio).toEqual({ en: 'A short bio.', de: 'Eine kurze Bio.' })
    expect(visitors.gear_delivery_days).toEqual({ min: 3, max: 6 })
    // The owner's language is the owner's business, not the visitors'.
    expect(visitors).not.toHaveProperty('owner_locale')
    expect(visitors).not.toHaveProperty('ownerLocale')
  })

  it('refuses invalid values with 422 naming each field, and changes nothing', async () => {
    const before = (await read()).body
    const refused = await patch<ErrorBody>({
      brand_name: '',
      contact_email: 'not-an-email',
      social_links: [{ network: 'instagram', url: 'http://instagram.com/kaelvoss' }],
      rates: { ...before.rates, session_min_hours: 4, session_max_hours: 2 },
      set_lengths: { ...before.set_lengths, club: { min: 5, max: 3 } },
      blocked_dates: ['2027-03-01', '2027-03-01', '2027-02-30'],
      mixes: [{ title: 'Set', url: 'javascript:alert(1)', platform: 'youtube', minutes: 0 }],
      currency: 'USD',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        brand_name: 'text_too_short',
        contact_email: 'email_invalid',
        'social_links.0.url': 'url_invalid',
        'rates.session_max_hours': 'range_invalid',
        'set_lengths.club.max': 'range_invalid',
        'blocked_dates.1': 'duplicate_date',
        'blocked_dates.2': 'date_invalid',
        'mixes.0.url': 'url_invalid',
        'mixes.0.minutes': 'minutes_invalid',
        'mixes.0.recorded_on': expect.any(String),
        _: 'unknown_field',
      },
    })
    const bad = await patch<ErrorBody>({ rates: { dj_show_rate_cents: 70_000 } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields).toHaveProperty('rates.dj_show_block_hours')
    const { updated_at: _, ...unchanged } = before
    expect((await read()).body).toMatchObject(unchanged)
  })

  it('will not require two-factor before the owner has enrolled, so nobody is locked out', async () => {
    const refused = await patch<ErrorBody>({ require_admin_mfa: true })
    expect([refused.status, refused.body.error.code]).toEqual([409, 'enrol_two_factor_first'])
    expect((await read()).body.require_admin_mfa).toBe(false)
    // Still allowed in: the rule was not switched on.
    expect((await adminCall(p, owner, 'me')).status).toBe(200)
  })

  it('refuses the fan, and wrong methods', async () => {
    const fan = (await signIn(p, 'fan@example.com')).token
    for (const response of [await read(fan), await patch({ brand_name: 'Mine now' }, fan)]) {
      expect(response.status).toBe(403)
      expect((response.body as unknown as ErrorBody).error.code).toBe('not_admin')
    }
    const put = await adminCall(p, owner, 'settings', { method: 'PUT' })
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, PATCH'])
    expect((await read()).body.brand_name).not.toBe('Mine now')
  })

  // Last: the owner ends with a factor, so later requests need aal2.
  it('requires two-factor once the owner has a verified factor', async () => {
    const { supabase } = await signIn(p, 'owner@example.com')
    const { token: aal2 } = await enrolTotp(supabase)
    const enabled = await patch({ require_admin_mfa: true }, aal2)
    expect([enabled.status, enabled.body.require_admin_mfa]).toEqual([200, true])
    const disabled = await patch({ require_admin_mfa: false }, aal2)
    expect([disabled.status, disabled.body.require_admin_mfa]).toEqual([200, false])
  })
})

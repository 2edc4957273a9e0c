import { describe, expect, it } from 'vitest'
import { SettingsPatch } from '../../_shared/contract/admin/settings.ts'
import { fieldErrors } from '../../_shared/contract/forms.ts'

const parse = (body: unknown) => {
  const parsed = SettingsPatch.safeParse(body)
  return parsed.success ? { ok: parsed.data } : { fields: fieldErrors(parsed.error) }
}

const RATES = {
  dj_show_rate_cents: 60_000,
  dj_show_block_hours: 2,
  session_hourly_rate_cents: 150_000,
  session_min_hours: 1,
  session_max_hours: 3,
}

describe('the settings patch', () => {
  it('accepts any subset of settings, and nothing at all', () => {
    expect(parse({})).toEqual({ ok: {} })
    expect(parse({ rates: RATES, require_admin_mfa: true })).toEqual({
      ok: { rates: RATES, require_admin_mfa: true },
    })
  })

  it('refuses unknown and read-only keys', () => {
    expect(parse({ currency: 'USD' })).toEqual({ fields: { _: 'unknown_field' } })
    expect(parse({ rates: { ...RATES, travel_cents: 1 } })).toEqual({
      fields: { rates: 'unknown_field' },
    })
  })

  it('takes a group whole: a rate alone is not enough', () => {
    const { fields } = parse({ rates: { dj_show_rate_cents: 70_000 } })
    expect(Object.keys(fields ?? {}).sort()).toEqual([
      'rates.dj_show_block_hours',
      'rates.session_hourly_rate_cents',
      'rates.session_max_hours',
      'rates.session_min_hours',
    ])
  })

  it('keeps rates positive whole cents and session hours in order', () => {
    expect(parse({ rates: { ...RATES, dj_show_rate_cents: 0 } })).toEqual({
      fields: { 'rates.dj_show_rate_cents': 'rate_invalid' },
    })
    expect(parse({ rates: { ...RATES, session_hourly_rate_cents: 1500.5 } })).toEqual({
      fields: { 'rates.session_hourly_rate_cents': 'rate_invalid' },
    })
    expect(parse({ rates: { ...RATES, session_min_hours: 4 } })).toEqual({
      fields: { 'rates.session_max_hours': 'range_invalid' },
    })
    expect(parse({ rates: { ...RATES, dj_show_block_hours: '2' } })).toEqual({
      fields: { 'rates.dj_show_block_hours': 'hours_invalid' },
    })
  })

  it('keeps every range with min at most max', () => {
    const sets = {
      festival: { min: 1, max: 2 },
      club: { min: 3, max: 4 },
      extended: { min: 6, max: 8 },
    }
    expect(parse({ set_lengths: sets })).toEqual({ ok: { set_lengths: sets } })
    expect(parse({ set_lengths: { ...sets, club: { min: 4, max: 4 } } }).ok).toBeDefined()
    expect(parse({ set_lengths: { ...sets, extended: { min: 8, max: 6 } } })).toEqual({
      fields: { 'set_lengths.extended.max': 'range_invalid' },
    })
    expect(parse({ mix_master_delivery_days: { min: 0, max: 7 } })).toEqual({
      fields: { 'mix_master_delivery_days.min': 'number_invalid' },
    })
    expect(parse({ mix_master_delivery_days: [5, 7] })).toEqual({
      fields: { mix_master_delivery_days: 'range_invalid' },
    })
  })

  it('lets only https links to real hosts through', () => {
    const link = (url: string) => parse({ social_links: [{ network: 'instagram', url }] })
    expect(link('https://instagram.com/kaelvoss').ok).toBeDefined()
    for (const url of [
      'http://instagram.com/kaelvoss',
      'javascript:alert(1)',
      'https://',
      'instagram.com/kaelvoss',
      'https://localhost/x',
    ]) {
      expect(link(url), url).toEqual({ fields: { 'social_links.0.url': 'url_invalid' } })
    }
    expect(parse({ social_links: [{ network: 'My Site!', url: 'https://a.example' }] })).toEqual({
      fields: { 'social_links.0.network': 'network_invalid' },
    })
  })

  it('checks each mix', () => {
    const mix = {
      title: 'Warehouse Session 07',
      url: 'https://www.youtube.com/watch?v=kaelvoss07',
      platform: 'YouTube',
      minutes: 90,
      recorded_on: '2026-06-14',
    }
    expect(parse({ mixes: [mix] })).toEqual({ ok: { mixes: [{ ...mix, platform: 'youtube' }] } })
    expect(
      parse({ mixes: [{ ...mix, title: ' ', minutes: 0, recorded_on: '14/06/2026', extra: 1 }] }),
    ).toEqual({
      fields: {
        'mixes.0': 'unknown_field',
        'mixes.0.title': 'text_too_short',
        'mixes.0.minutes': 'minutes_invalid',
        'mixes.0.recorded_on': 'date_invalid',
      },
    })
  })

  it('takes unique real dates to block', () => {
    expect(parse({ blocked_dates: ['2027-01-01', '2027-02-14'] }).ok).toBeDefined()
    expect(parse({ blocked_dates: ['2027-01-01', '2027-02-30', '2027-01-01'] })).toEqual({
      fields: { 'blocked_dates.1': 'date_invalid', 'blocked_dates.2': 'duplicate_date' },
    })
  })

  it('drops blank tagline translations and refuses languages the site lacks', () => {
    expect(parse({ tagline: { es: ' Techno. ', en: '', fr: '   ' } })).toEqual({
      ok: { tagline: { es: 'Techno.' } },
    })
    expect(parse({ tagline: { it: 'Techno.' } })).toEqual({ fields: { tagline: 'unknown_field' } })
    expect(parse({ tagline: 'Techno.' })).toEqual({ fields: { tagline: 'tagline_invalid' } })
  })

  it('checks the brand, the contact address, the claims and the two-factor switch', () => {
    expect(
      parse({
        brand_name: '',
        contact_email: 'nope',
        claims: { festivals: -1, releases: 100, monthly_listeners: 500_000 },
        mixing_revisions: 21,
        require_admin_mfa: 'yes',
      }),
    ).toEqual({
      fields: {
        brand_name: 'text_too_short',
        contact_email: 'email_invalid',
        'claims.festivals': 'number_invalid',
        mixing_revisions: 'number_invalid',
        require_admin_mfa: 'boolean_invalid',
      },
    })
  })
})

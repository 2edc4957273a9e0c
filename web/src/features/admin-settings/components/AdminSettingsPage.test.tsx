// @vitest-environment jsdom
import type { AdminSettings } from '@contract/admin-settings.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminSettingsPage from './AdminSettingsPage'

const SETTINGS: AdminSettings = {
  brand_name: 'Kael Voss',
  tagline: { es: 'Techno melódico', en: 'Melodic techno' },
  contact_email: 'booking@kaelvoss.example',
  social_links: [{ network: 'instagram', url: 'https://instagram.com/kaelvoss' }],
  claims: { festivals: 50, releases: 100, monthly_listeners: 500000 },
  currency: 'EUR',
  rates: {
    dj_show_rate_cents: 60000,
    dj_show_block_hours: 2,
    session_hourly_rate_cents: 150000,
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
  blocked_dates: ['2099-12-24'],
  mixes: [],
  require_admin_mfa: false,
  updated_at: '2026-11-24T10:00:00Z',
}

let patches: unknown[]
let publicReads: number

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  patches = []
  publicReads = 0
  mockFunctions({
    'GET site:settings': () => {
      publicReads += 1
      return Response.json({ brandName: 'Kael Voss', tagline: {} })
    },
    'GET settings': () => Response.json(SETTINGS),
    'PATCH settings': async (request) => {
      const patch = await request.json()
      patches.push(patch)
      return Response.json({ ...SETTINGS, ...patch, updated_at: '2026-11-24T11:00:00Z' })
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderSettings = () =>
  renderAdmin(<AdminSettingsPage />, '/admin/settings', { namespaces: ['admin-settings'] })

const section = async (name: string) => screen.findByRole('region', { name })

describe('AdminSettingsPage', () => {
  it('saves only the rates, in cents, and has the public pages read the settings again', async () => {
    await renderSettings()
    const rates = await section('Rates')
    const djShow = within(rates).getByRole('group', { name: 'DJ show' })
    fireEvent.change(within(djShow).getByLabelText('Fee per block (EUR)'), {
      target: { value: '750,50' },
    })
    expect(within(rates).getByText(/The site says: €750\.50 per 2-hour set/)).toBeTruthy()
    const readsBefore = publicReads
    fireEvent.click(within(rates).getByRole('button', { name: /Save/ }))

    await screen.findByText('Settings saved')
    expect(patches).toEqual([
      {
        rates: {
          dj_show_rate_cents: 75050,
          dj_show_block_hours: 2,
          session_hourly_rate_cents: 150000,
          session_min_hours: 1,
          session_max_hours: 3,
        },
      },
    ])
    await waitFor(() => expect(publicReads).toBeGreaterThan(readsBefore))
  })

  it('refuses a minimum above the maximum before sending, beside the right input', async () => {
    await renderSettings()
    const rates = await section('Rates')
    fireEvent.change(within(rates).getByLabelText('Shortest session (hours)'), {
      target: { value: '4' },
    })
    fireEvent.click(within(rates).getByRole('button', { name: /Save/ }))
    const longest = within(rates).getByLabelText('Longest session (hours)')
    await waitFor(() => expect(longest.getAttribute('aria-invalid')).toBe('true'))
    expect(within(rates).getByText("The minimum can't be larger than the maximum.")).toBeTruthy()
    expect(patches).toEqual([])
  })

  it("shows the server's refusal of a nested field beside its input", async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
      'GET settings': () => Response.json(SETTINGS),
      'PATCH settings': () =>
        Response.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Some fields need attention.',
              fields: { 'claims.monthly_listeners': 'number_invalid' },
            },
          },
          { status: 422 },
        ),
    })
    await renderSettings()
    const claims = await section('Figures on the home page')
    fireEvent.click(within(claims).getByRole('button', { name: /Save/ }))
    const listeners = within(claims).getByLabelText('Monthly listeners')
    await waitFor(() => expect(listeners.getAttribute('aria-invalid')).toBe('true'))
    expect(within(claims).getByText('Enter a whole number in the allowed range.')).toBeTruthy()
  })

  it('adds and removes blocked dates, refusing one already listed, and saves them sorted', async () => {
    await renderSettings()
    const dates = await section('Blocked dates')
    const input = within(dates).getByLabelText('Date to block')
    fireEvent.change(input, { target: { value: '2099-12-24' } })
    fireEvent.click(within(dates).getByRole('button', { name: 'Add date' }))
    expect(within(dates).getByText('This date is already in the list.')).toBeTruthy()

    fireEvent.change(input, { target: { value: '2099-06-01' } })
    fireEvent.click(within(dates).getByRole('button', { name: 'Add date' }))
    fireEvent.change(input, { target: { value: '2099-12-31' } })
    fireEvent.click(within(dates).getByRole('button', { name: 'Add date' }))
    fireEvent.click(within(dates).getByRole('button', { name: /Remove .*December 24, 2099/ }))
    fireEvent.click(within(dates).getByRole('button', { name: /Save/ }))

    await screen.findByText('Settings saved')
    expect(patches).toEqual([{ blocked_dates: ['2099-06-01', '2099-12-31'] }])
  })

  it('explains that two-factor must be set up on your own account before requiring it', async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
      'GET settings': () => Response.json(SETTINGS),
      'PATCH settings': () =>
        Response.json(
          { error: { code: 'enrol_two_factor_first', message: 'Set up two-factor first.' } },
          { status: 409 },
        ),
    })
    await renderSettings()
    const security = await section('Security')
    const toggle = within(security).getByRole('switch', { name: 'Admins must use two-factor' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    await within(security).findByText(
      'Set up two-factor authentication for your own account before requiring it for every admin.',
    )
    expect(toggle.getAttribute('aria-checked')).toBe('false')
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '@/lib/toast'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import { publicSettings, SETTINGS } from '../testing/settings-fixture'
import AdminSettingsPage from './AdminSettingsPage'

let patches: unknown[]
let publicReads: number

beforeEach(() => {
  // Toasts of the previous test would still be on screen.
  useToasts.setState({ toasts: [] })
  localStorage.clear()
  storeTestSession()
  patches = []
  publicReads = 0
  mockFunctions({
    'GET site:settings': () => {
      publicReads += 1
      return Response.json({ brand_name: 'Kael Voss', tagline: {} })
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

const renderSettings = (tab = '') =>
  renderAdmin(<AdminSettingsPage />, `/admin/settings${tab && `/${tab}`}`, {
    route: '/settings/:tab?',
    namespaces: ['admin-settings'],
  })

const section = async (name: string) => screen.findByRole('region', { name })
/** The open tab's one Save. */
const save = (tab: string) => screen.getByRole('button', { name: `Save: ${tab}` })

describe('AdminSettingsPage', () => {
  it('saves only the rates, in cents, and has the public pages read the settings again', async () => {
    await renderSettings('bookings')
    const rates = await section('Rates')
    const djShow = within(rates).getByRole('group', { name: 'DJ show' })
    fireEvent.change(within(djShow).getByLabelText('Fee per block (EUR)'), {
      target: { value: '750,50' },
    })
    expect(within(rates).getByText(/The site says: €750\.50 per 2-hour set/)).toBeTruthy()
    const readsBefore = publicReads
    fireEvent.click(save('Bookings and services'))

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
    await renderSettings('bookings')
    const rates = await section('Rates')
    fireEvent.change(within(rates).getByLabelText('Shortest session (hours)'), {
      target: { value: '4' },
    })
    fireEvent.click(save('Bookings and services'))
    const longest = within(rates).getByLabelText('Longest session (hours)')
    await waitFor(() => expect(longest.getAttribute('aria-invalid')).toBe('true'))
    expect(within(rates).getByText("The minimum can't be larger than the maximum.")).toBeTruthy()
    expect(patches).toEqual([])
  })

  it("shows the server's refusal of a nested field beside its input", async () => {
    mockFunctions({
      'GET site:settings': publicSettings,
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
    fireEvent.change(within(claims).getByLabelText('Monthly listeners'), {
      target: { value: '600000' },
    })
    fireEvent.click(save('General'))
    const listeners = within(claims).getByLabelText('Monthly listeners')
    await waitFor(() => expect(listeners.getAttribute('aria-invalid')).toBe('true'))
    expect(within(claims).getByText('Enter a whole number in the allowed range.')).toBeTruthy()
  })

  it('adds and removes blocked dates, refusing one already listed, and saves them sorted', async () => {
    await renderSettings('bookings')
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
    fireEvent.click(save('Bookings and services'))

    await screen.findByText('Settings saved')
    expect(patches).toEqual([{ blocked_dates: ['2099-06-01', '2099-12-31'] }])
  })

  it('marks past blocked dates as past and clears them in one go; Enter adds a date', async () => {
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () =>
        Response.json({ ...SETTINGS, blocked_dates: ['2020-01-01', '2099-12-24'] }),
      'PATCH settings': async (request) => {
        const patch = await request.json()
        patches.push(patch)
        return Response.json({ ...SETTINGS, ...patch })
      },
    })
    await renderSettings('bookings')
    const dates = await section('Blocked dates')
    const rows = within(dates).getAllByRole('listitem')
    expect(within(rows[0]!).getByText('past')).toBeTruthy()
    expect(within(rows[1]!).queryByText('past')).toBeNull()
    fireEvent.click(within(dates).getByRole('button', { name: 'Remove the past date' }))
    const input = within(dates).getByLabelText('Date to block')
    fireEvent.change(input, { target: { value: '2099-01-15' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(patches).toEqual([])
    fireEvent.click(save('Bookings and services'))
    await waitFor(() => expect(patches).toEqual([{ blocked_dates: ['2099-01-15', '2099-12-24'] }]))
  })

  it("puts the server's refusal of one link's address beside that link, and sends only the links", async () => {
    let sent: unknown
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json(SETTINGS),
      'PATCH settings': async (request) => {
        sent = await request.json()
        return Response.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Some fields need attention.',
              fields: { 'social_links.1.url': 'url_invalid' },
            },
          },
          { status: 422 },
        )
      },
    })
    await renderSettings()
    const social = await section('Social links')
    fireEvent.click(within(social).getByRole('button', { name: 'Add a link' }))
    const added = within(social).getByRole('group', { name: 'Link 2' })
    fireEvent.change(within(added).getByLabelText('Network'), { target: { value: 'mixcloud' } })
    fireEvent.change(within(added).getByLabelText('Address (https://…)'), {
      target: { value: 'https://mixcloud.com/kaelvoss' },
    })
    fireEvent.click(save('General'))

    const url = within(social).getByDisplayValue('https://mixcloud.com/kaelvoss')
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'))
    const first = within(social).getByDisplayValue('https://instagram.com/kaelvoss')
    expect(first.getAttribute('aria-invalid')).toBe('false')
    const described = (url.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain('Enter a full https:// address.')
    expect(sent).toEqual({
      social_links: [
        { network: 'instagram', url: 'https://instagram.com/kaelvoss' },
        { network: 'mixcloud', url: 'https://mixcloud.com/kaelvoss' },
      ],
    })
  })

  it('says which sections and tabs have unsaved changes until the tab is saved', async () => {
    await renderSettings()
    const claims = await section('Figures on the home page')
    expect(within(claims).queryByText('Unsaved changes')).toBeNull()
    expect(within(save('General').parentElement!).getByText('All changes saved')).toBeTruthy()
    fireEvent.change(within(claims).getByLabelText('Festivals played'), { target: { value: '60' } })
    expect(within(claims).getByText('Unsaved changes')).toBeTruthy()
    expect(within(await section('Brand and contact')).queryByText('Unsaved changes')).toBeNull()
    const tabs = screen.getByRole('navigation', { name: 'Settings tabs' })
    expect(within(tabs).getByRole('link', { name: /^General\s*\(Unsaved changes\)$/ })).toBeTruthy()
    expect(within(tabs).getByRole('link', { name: 'Shop' })).toBeTruthy()
    fireEvent.click(save('General'))
    await screen.findByText('Settings saved')
    // The saved values become the form's new starting point as the answer is taken in.
    await waitFor(() => expect(within(claims).queryByText('Unsaved changes')).toBeNull())
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'General' })).toBeTruthy())
    expect(patches).toEqual([
      { claims: { festivals: 60, releases: 100, monthly_listeners: 500000 } },
    ])
  })

  it('saves the changed sections of a tab in one request, and nothing when nothing changed', async () => {
    await renderSettings()
    const brand = await section('Brand and contact')
    fireEvent.click(save('General'))
    expect(patches).toEqual([])
    fireEvent.change(within(brand).getByLabelText('Brand name'), { target: { value: 'KAEL' } })
    const claims = await section('Figures on the home page')
    fireEvent.change(within(claims).getByLabelText('Releases'), { target: { value: '120' } })
    fireEvent.click(save('General'))
    await screen.findByText('Settings saved')
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({
      brand_name: 'KAEL',
      claims: { festivals: 50, releases: 120, monthly_listeners: 500000 },
    })
    expect(patches[0]).not.toHaveProperty('social_links')
  })

  it('keeps what was typed in one tab while another is open', async () => {
    await renderSettings()
    const brand = await section('Brand and contact')
    fireEvent.change(within(brand).getByLabelText('Brand name'), { target: { value: 'KAEL' } })
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }))
    await section('Shipping rates')
    expect(screen.queryByRole('region', { name: 'Brand and contact' })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: /^General/ }))
    expect(within(await section('Brand and contact')).getByLabelText('Brand name')).toHaveProperty(
      'value',
      'KAEL',
    )
  })
})

describe('the artist bio', () => {
  it('is one text behind a tab per language, marking the empty ones; arrow keys move between tabs', async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
      'GET settings': () =>
        Response.json({ ...SETTINGS, bio: { es: 'Kael Voss es DJ.', en: 'Kael Voss is a DJ.' } }),
      'PATCH settings': async (request) => {
        const patch = await request.json()
        patches.push(patch)
        return Response.json({ ...SETTINGS, ...patch, updated_at: '2026-11-24T11:00:00Z' })
      },
    })
    await renderSettings('artist')
    const artist = await section('The artist')
    const tabs = within(within(artist).getByRole('tablist', { name: 'Language of the bio' }))
    expect(tabs.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Spanish',
      'English',
      'French, empty',
      'German, empty',
      'Portuguese, empty',
    ])
    // One text box at a time, the selected language's.
    expect(
      within(artist).getAllByRole('textbox', { name: /Spanish|English|French|German|Portuguese/ }),
    ).toHaveLength(1)
    expect(
      within(artist).getByRole<HTMLTextAreaElement>('textbox', { name: /Spanish/ }).value,
    ).toBe('Kael Voss es DJ.')
    expect(within(artist).getByText(/the site shows the Spanish text instead/)).toBeTruthy()

    const spanish = tabs.getByRole('tab', { name: 'Spanish' })
    expect(spanish.getAttribute('aria-selected')).toBe('true')
    expect(spanish.tabIndex).toBe(0)
    fireEvent.keyDown(spanish, { key: 'ArrowLeft' })
    const portuguese = tabs.getByRole('tab', { name: 'Portuguese, empty' })
    expect(portuguese.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(portuguese)
    fireEvent.keyDown(portuguese, { key: 'Home' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' })
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs.getByRole('tab', { name: 'French, empty' }))
    const panel = within(artist).getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(document.activeElement?.id)

    // Writing French clears its mark; every language's text is saved, the others untouched.
    fireEvent.change(within(panel).getByRole('textbox', { name: /French/ }), {
      target: { value: 'Kael Voss est DJ.' },
    })
    expect(tabs.getByRole('tab', { name: 'French' })).toBeTruthy()
    fireEvent.click(save('Artist'))
    await screen.findByText('Settings saved')
    expect(patches).toEqual([
      { bio: { es: 'Kael Voss es DJ.', en: 'Kael Voss is a DJ.', fr: 'Kael Voss est DJ.' } },
    ])
  })
})

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminTracksPage from './AdminTracksPage'
import { adminTrack } from './test-track'

const SOLD = adminTrack({
  id: 't2',
  slug: 'midnight-circuit',
  title: 'Midnight Circuit',
  is_published: true,
  sold_count: 3,
  duration_seconds: 312,
})

let listed: URL[]
let posted: string[]

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  listed = []
  posted = []
  mockFunctions({
    'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
    'GET tracks': (request) => {
      listed.push(new URL(request.url))
      return Response.json({ items: [adminTrack(), SOLD], total: 2 })
    },
    'POST tracks/t1/publish': (request) => {
      posted.push(new URL(request.url).pathname)
      return Response.json(
        {
          error: {
            code: 'track_incomplete',
            message: 'Add the cover, preview before publishing this track.',
            fields: { cover: 'missing', audio: 'missing' },
          },
        },
        { status: 422 },
      )
    },
    'POST tracks/t2/unpublish': (request) => {
      posted.push(new URL(request.url).pathname)
      return Response.json({ ...SOLD, is_published: false })
    },
    'DELETE tracks/t2': () =>
      Response.json(
        { error: { code: 'track_sold', message: 'This track has been ordered.' } },
        { status: 409 },
      ),
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderTracks = () =>
  renderAdmin(<AdminTracksPage />, '/admin/tracks', { namespaces: ['admin-tracks'] })

describe('AdminTracksPage', () => {
  it('lists every track with its prices, length, sales and whether it is on the site', async () => {
    await renderTracks()
    const table = await screen.findByRole('table', { name: 'Tracks' })
    const [, first, second] = within(table).getAllByRole('row')
    expect(within(first!).getByRole('link', { name: 'Night Drive' }).getAttribute('href')).toBe(
      '/admin/tracks/t1',
    )
    expect(within(second!).getByText('5:12')).toBeTruthy()
    expect(within(second!).getByText('3')).toBeTruthy()
    expect(
      within(second!)
        .getByRole('switch', { name: 'On the site: Midnight Circuit' })
        .getAttribute('aria-checked'),
    ).toBe('true')
  })

  it('searches and filters through the address', async () => {
    await renderTracks()
    await screen.findByRole('table', { name: 'Tracks' })
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'false' } })
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('published')).toBe('false'))
    fireEvent.change(screen.getByLabelText('Search title, genre or address'), {
      target: { value: 'night' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('q')).toBe('night'))
    expect(listed.at(-1)?.searchParams.get('limit')).toBe('25')
  })

  it('says which files are missing when a track cannot be published', async () => {
    await renderTracks()
    fireEvent.click(await screen.findByRole('switch', { name: 'On the site: Night Drive' }))
    await screen.findByText("“Night Drive” can't go on the site yet")
    expect(screen.getByText('Still missing: Cover, Full MP3 at 320 kbps.')).toBeTruthy()
    expect(posted).toEqual(['/functions/v1/admin/tracks/t1/publish'])
  })

  it('takes a track off the site', async () => {
    await renderTracks()
    fireEvent.click(await screen.findByRole('switch', { name: 'On the site: Midnight Circuit' }))
    await screen.findByText('Track taken off the site')
    expect(posted).toEqual(['/functions/v1/admin/tracks/t2/unpublish'])
  })

  it('asks before deleting, and explains that a sold track stays', async () => {
    await renderTracks()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Midnight Circuit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Midnight Circuit”?' })
    expect(within(dialog).getByText(/buyers keep their licences/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await screen.findByText("Couldn't delete “Midnight Circuit”")
    expect(
      screen.getByText(
        'This track has been sold, so it stays in the catalogue. Unpublish it instead.',
      ),
    ).toBeTruthy()
  })
})

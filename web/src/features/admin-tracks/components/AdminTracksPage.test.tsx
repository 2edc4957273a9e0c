// @vitest-environment jsdom
import type { AdminTrack } from '@contract/admin/tracks.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import useSWR from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  deleteFromRow,
  mockFunctions,
  renderAdmin,
  storeTestSession,
  tableRow,
} from '@/testing/admin'
import AdminTracksPage from './AdminTracksPage'
import { adminTrack } from './test-track'

const COMPLETE = {
  cover_path: 'night-drive/cover.png',
  cover_url: 'http://localhost:54321/storage/v1/object/public/covers/night-drive/cover.png',
  preview_path: 'night-drive/preview.mp3',
  preview_url: 'http://localhost:54321/storage/v1/object/public/previews/night-drive/preview.mp3',
  has_audio: true,
  audio_bitrate: 320000,
  audio_bytes: 12_582_912,
  duration_seconds: 312,
}

const SOLD = adminTrack({
  id: 't2',
  slug: 'midnight-circuit',
  title: 'Midnight Circuit',
  is_published: true,
  sold_count: 3,
  ...COMPLETE,
})

let tracks: AdminTrack[]
let listed: URL[]
let sent: string[]

const respond = (track: AdminTrack) => Response.json(track)
const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message: code, fields } }, { status })

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  tracks = [
    adminTrack(),
    SOLD,
    adminTrack({ id: 't3', slug: 'low-signal', title: 'Low Signal', ...COMPLETE }),
  ]
  listed = []
  sent = []
  const record = (request: Request) =>
    sent.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/admin\//, '')}`)
  const change = (id: string, patch: Partial<AdminTrack>) => {
    tracks = tracks.map((track) => (track.id === id ? { ...track, ...patch } : track))
    return tracks.find((track) => track.id === id)!
  }
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    // The public catalogue, as /tracks reads it.
    'GET site:tracks': () => Response.json({ items: tracks.filter((track) => track.is_published) }),
    'GET tracks': (request) => {
      listed.push(new URL(request.url))
      return Response.json({ items: tracks, total: tracks.length })
    },
    'POST tracks/t1/publish': (request) => {
      record(request)
      return refusal(422, 'track_incomplete', {
        cover: 'missing',
        preview: 'missing',
        audio: 'missing',
        duration: 'missing',
      })
    },
    'POST tracks/t3/publish': (request) => {
      record(request)
      return respond(change('t3', { is_published: true }))
    },
    'POST tracks/t2/unpublish': (request) => {
      record(request)
      return respond(change('t2', { is_published: false }))
    },
    'DELETE tracks/t1': (request) => {
      record(request)
      tracks = tracks.filter((track) => track.id !== 't1')
      return new Response(null, { status: 204 })
    },
    'DELETE tracks/t3': (request) => {
      record(request)
      // Sold meanwhile, or in a checkout not yet paid: the server keeps it.
      return refusal(409, 'track_sold')
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderTracks = () =>
  renderAdmin(<AdminTracksPage />, '/admin/tracks', { namespaces: ['admin-tracks'] })

/** What the public /tracks page shows from the same SWR cache: how many tracks it lists. */
function SiteTracks() {
  const { data } = useSWR<{ items: unknown[] }>('tracks?sort=newest')
  return <p>{data ? `Site lists ${data.items.length}` : null}</p>
}

const rowOf = (title: string) => tableRow('Tracks', title)

describe('AdminTracksPage', () => {
  it('lists every track with its cover, prices, length, sales and whether it is on the site', async () => {
    await renderTracks()
    const sold = await rowOf('Midnight Circuit')
    expect(sold.getByText('/midnight-circuit')).toBeTruthy()
    expect(sold.getByText('5:12')).toBeTruthy()
    expect(sold.getByText('€29')).toBeTruthy()
    expect(sold.getByText('€99')).toBeTruthy()
    expect(sold.getByText('3')).toBeTruthy()
    const cover = sold.getByText('/midnight-circuit').closest('tr')?.querySelector('img')
    expect(cover?.getAttribute('src')).toBe(COMPLETE.cover_url)
    expect(
      sold
        .getByRole('switch', { name: 'On the site: Midnight Circuit' })
        .getAttribute('aria-checked'),
    ).toBe('true')
    expect(sold.getByRole('link', { name: 'Edit Midnight Circuit' }).getAttribute('href')).toBe(
      '/admin/tracks/t2',
    )
    // Sold licences keep a track: no Delete, and it says why.
    expect(sold.queryByRole('button', { name: 'Delete Midnight Circuit' })).toBeNull()
    expect(sold.getByText('Sold, so kept')).toBeTruthy()

    const incomplete = await rowOf('Night Drive')
    expect(incomplete.getByText('Needs a cover, a preview, and the full MP3')).toBeTruthy()
    expect(incomplete.getByText('not known yet')).toBeTruthy()
  })

  it('searches and filters through the address, which the request follows', async () => {
    await renderTracks()
    await screen.findByRole('table', { name: 'Tracks' })
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'false' } })
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('published')).toBe('false'))
    expect(window.location.search).toBe('?published=false')
    fireEvent.change(screen.getByLabelText('Search title, genre or address'), {
      target: { value: ' night ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(listed.at(-1)?.searchParams.get('q')).toBe('night'))
    expect(listed.at(-1)?.searchParams.get('published')).toBe('false')
    expect(listed.at(-1)?.searchParams.get('limit')).toBe('25')
  })

  it('says which parts are missing when a track cannot be published', async () => {
    await renderTracks()
    const row = await rowOf('Night Drive')
    fireEvent.click(row.getByRole('switch', { name: 'On the site: Night Drive' }))
    await screen.findByText("“Night Drive” can't go on the site yet")
    expect(
      screen.getByText(
        "Still missing: Cover, Preview MP3, Full MP3 at 320 kbps, and Length (read from the full MP3). Upload them on the track's page, then try again.",
      ),
    ).toBeTruthy()
    expect(sent).toEqual(['POST tracks/t1/publish'])
    expect(
      row.getByRole('switch', { name: 'On the site: Night Drive' }).getAttribute('aria-checked'),
    ).toBe('false')
  })

  it('publishes a complete track and shows it on the site at once', async () => {
    await renderAdmin(
      <>
        <AdminTracksPage />
        <SiteTracks />
      </>,
      '/admin/tracks',
      { namespaces: ['admin-tracks'] },
    )
    await screen.findByText('Site lists 1')
    const row = await rowOf('Low Signal')
    const toggle = row.getByRole('switch', { name: 'On the site: Low Signal' })
    fireEvent.click(toggle)
    await screen.findByText('Track published')
    expect(sent).toEqual(['POST tracks/t3/publish'])
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'))
    await screen.findByText('Site lists 2')
  })

  it('takes a track off the site', async () => {
    await renderTracks()
    const row = await rowOf('Midnight Circuit')
    const toggle = row.getByRole('switch', { name: 'On the site: Midnight Circuit' })
    fireEvent.click(toggle)
    await screen.findByText('Track taken off the site')
    expect(sent).toEqual(['POST tracks/t2/unpublish'])
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'))
  })

  it('deletes only after confirmation', async () => {
    await renderTracks()
    const row = await rowOf('Night Drive')
    fireEvent.click(row.getByRole('button', { name: 'Delete Night Drive' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Night Drive”?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent).toEqual([])
    fireEvent.click(row.getByRole('button', { name: 'Delete Night Drive' }))
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await screen.findByText('Track deleted')
    expect(sent).toEqual(['DELETE tracks/t1'])
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Night Drive/ })).toBeNull())
  })

  it('explains a refused deletion: a sold track stays, unpublish it instead', async () => {
    await renderTracks()
    await deleteFromRow(await rowOf('Low Signal'), 'Low Signal')
    await screen.findByText("Couldn't delete “Low Signal”")
    expect(
      screen.getByText(
        'This track has been sold, so it stays in the catalogue. Unpublish it instead.',
      ),
    ).toBeTruthy()
    expect(sent).toEqual(['DELETE tracks/t3'])
    expect(screen.getByRole('rowheader', { name: /Low Signal/ })).toBeTruthy()
  })
})

// @vitest-environment jsdom
import type { AdminTrack } from '@contract/admin-catalog.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession, stubUploads } from '@/testing/admin'
import AdminTrackEditPage from './AdminTrackEditPage'
import { adminTrack } from './test-track'

const SIGNED = {
  bucket: 'tracks',
  path: 'night-drive/audio-abc.mp3',
  signed_url:
    'http://localhost:54321/storage/v1/object/upload/sign/tracks/night-drive/audio-abc.mp3?token=tok',
  token: 'tok',
}

type Sent = { method: string; path: string; body: unknown }
let sent: Sent[]
let track: AdminTrack

async function record(request: Request) {
  const text = await request.text()
  sent.push({
    method: request.method,
    path: new URL(request.url).pathname.replace(/^.*\/admin\//, ''),
    body: text ? JSON.parse(text) : undefined,
  })
}

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  sent = []
  track = adminTrack()
  mockFunctions({
    'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
    'GET tracks/t1': () => Response.json(track),
    'POST tracks': async (request) => {
      await record(request)
      return Response.json(track, { status: 201 })
    },
    'POST tracks/t1/uploads': async (request) => {
      await record(request)
      return Response.json(SIGNED, { status: 201 })
    },
    'POST tracks/t1/uploads/complete': async (request) => {
      await record(request)
      track = {
        ...track,
        has_audio: true,
        audio_bitrate: 320000,
        audio_bytes: 12_582_912,
        duration_seconds: 312,
      }
      return Response.json(track)
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const openTrack = () =>
  renderAdmin(<AdminTrackEditPage />, '/admin/tracks/t1', {
    route: '/tracks/:id',
    namespaces: ['admin-tracks'],
  })

const mp3File = () =>
  new File([new Uint8Array(4096)], 'Night Drive master.mp3', { type: 'audio/mpeg' })

describe('AdminTrackEditPage', () => {
  it('creates a track with prices in cents, then opens it to add its files', async () => {
    await renderAdmin(<AdminTrackEditPage />, '/admin/tracks/new', {
      route: '/tracks/new',
      namespaces: ['admin-tracks'],
    })
    await screen.findByRole('heading', { level: 1, name: 'New track' })
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })
    type('Title', ' Night Drive ')
    type('Genre', 'Techno')
    type('BPM', '130')
    type('Private-use licence (€)', '29,90')
    type('Commercial-use licence (€)', '99')
    type('English', ' A drive at night. ')
    fireEvent.click(screen.getByRole('button', { name: 'Create track' }))

    await waitFor(() => expect(window.location.pathname).toBe('/admin/tracks/t1'))
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'tracks',
        body: {
          title: ' Night Drive ',
          genre: 'Techno',
          bpm: 130,
          private_price_cents: 2990,
          commercial_price_cents: 9900,
          description: { es: '', en: ' A drive at night. ', fr: '', de: '', pt: '' },
        },
      },
    ])
  })

  it('puts the server refusal of the address beside the address field', async () => {
    mockFunctions({
      'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
      'GET tracks/t1': () => Response.json(track),
      'PATCH tracks/t1': () =>
        Response.json(
          { error: { code: 'slug_taken', message: 'Taken.', fields: { slug: 'slug_taken' } } },
          { status: 409 },
        ),
    })
    await openTrack()
    const details = await screen.findByRole('region', { name: 'Details' })
    fireEvent.change(within(details).getByLabelText('Address'), {
      target: { value: 'midnight-circuit' },
    })
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    await within(details).findByText(
      'Another item already uses this address. Choose a different one.',
    )
  })

  it('uploads the full MP3 to its signed URL with progress, then shows what the server checked', async () => {
    const { uploads, finish } = stubUploads({ hold: true })
    await openTrack()
    const files = await screen.findByRole('region', { name: 'Files' })
    fireEvent.change(within(files).getByLabelText('Full MP3'), { target: { files: [mp3File()] } })

    const progress = await within(files).findByRole('progressbar', {
      name: 'Upload progress: Full MP3',
    })
    await waitFor(() => expect(progress.getAttribute('value')).toBe('50'))
    expect(within(files).getByText('Uploading… 50 %')).toBeTruthy()
    finish()
    await within(files).findByText('Uploaded and checked.')
    expect(sent.map(({ path, body }) => [path, body])).toEqual([
      [
        'tracks/t1/uploads',
        { kind: 'audio', content_type: 'audio/mpeg', filename: 'Night Drive master.mp3' },
      ],
      ['tracks/t1/uploads/complete', { kind: 'audio', path: SIGNED.path }],
    ])
    expect(uploads).toHaveLength(1)
    expect(uploads[0]).toMatchObject({
      method: 'PUT',
      url: SIGNED.signed_url,
      headers: { 'content-type': 'audio/mpeg', 'x-upsert': 'false' },
    })
    expect(within(files).getByText('320 kbps · 12.0 MB · 5:12')).toBeTruthy()
    const checklist = screen.getByRole('list', { name: 'What publishing needs' })
    expect(
      within(checklist)
        .getByText(/Full MP3 at 320 kbps/)
        .closest('li')?.dataset.done,
    ).toBe('true')
  })

  it('refuses a full MP3 that is not 320 kbps, saying which bitrate it found', async () => {
    stubUploads()
    mockFunctions({
      'GET site:settings': () => Response.json({ brandName: 'Kael Voss', tagline: {} }),
      'GET tracks/t1': () => Response.json(track),
      'POST tracks/t1/uploads': () => Response.json(SIGNED, { status: 201 }),
      'POST tracks/t1/uploads/complete': () =>
        Response.json(
          {
            error: {
              code: 'audio_not_320kbps',
              message:
                'The full track must be an MP3 at a constant 320 kbps; this file is 128 kbps.',
              fields: { found_kbps: '128' },
            },
          },
          { status: 422 },
        ),
    })
    await openTrack()
    const files = await screen.findByRole('region', { name: 'Files' })
    const input = within(files).getByLabelText('Full MP3')
    fireEvent.change(input, { target: { files: [mp3File()] } })
    const refusal = await within(files).findByRole('alert')
    expect(refusal.textContent).toContain(
      'The full track must be an MP3 at a constant 320 kbps. This file is 128 kbps.',
    )
    expect(input.closest('.field')?.className).toContain('field--invalid')
  })
})

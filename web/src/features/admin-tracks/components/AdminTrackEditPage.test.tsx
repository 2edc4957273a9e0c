// @vitest-environment jsdom
import type { AdminTrack } from '@contract/admin/tracks.ts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  mockFunctions,
  recordRequest,
  renderAdmin,
  type SentRequest,
  stubUploads,
  typeInto,
  withSignedInAdmin,
} from '@/testing/admin'
import AdminTrackEditPage from './AdminTrackEditPage'
import { adminTrack } from './test-track'

const SIGNED = {
  bucket: 'tracks',
  path: 'night-drive/audio-abc.mp3',
  signed_url:
    'http://localhost:54321/storage/v1/object/upload/sign/tracks/night-drive/audio-abc.mp3?token=tok',
  token: 'tok',
}

let sent: SentRequest[]
let track: AdminTrack
type Handler = (request: Request) => Response | Promise<Response>

const record = (request: Request) => recordRequest(sent, request)

/** The admin function as these tests need it; `routes` answer instead of (or besides) these. */
function answer(routes: Record<string, Handler> = {}) {
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET tracks/t1': () => Response.json(track),
    'POST tracks': async (request) => {
      await record(request)
      return Response.json(track, { status: 201 })
    },
    'PATCH tracks/t1': async (request) => {
      await record(request)
      return Response.json(track)
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
    ...routes,
  })
}

withSignedInAdmin()

beforeEach(() => {
  sent = []
  track = adminTrack()
  answer()
})

const openTrack = () =>
  renderAdmin(<AdminTrackEditPage />, '/admin/tracks/t1', {
    route: '/tracks/:id',
    namespaces: ['admin-tracks'],
  })

const mp3File = () =>
  new File([new Uint8Array(4096)], 'Night Drive master.mp3', { type: 'audio/mpeg' })

/** The error shown for an input, through its `aria-describedby`. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('field__error'))?.textContent

describe('AdminTrackEditPage', () => {
  it('creates a track with trimmed texts and prices in cents, then opens it to add its files', async () => {
    await renderAdmin(<AdminTrackEditPage />, '/admin/tracks/new', {
      route: '/tracks/new',
      namespaces: ['admin-tracks'],
    })
    await screen.findByRole('heading', { level: 1, name: 'New track' })
    typeInto('Title', ' Night Drive ')
    typeInto('Genre', 'Techno ')
    typeInto('BPM', '130')
    typeInto('Private-use licence (€)', '29,90')
    typeInto('Commercial-use licence (€)', '99')
    typeInto('English', ' A drive at night. ')
    fireEvent.click(screen.getByRole('button', { name: 'Create track' }))

    await waitFor(() => expect(window.location.pathname).toBe('/admin/tracks/t1'))
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'tracks',
        body: {
          title: 'Night Drive',
          genre: 'Techno',
          bpm: 130,
          private_price_cents: 2990,
          commercial_price_cents: 9900,
          description: { en: 'A drive at night.' },
        },
      },
    ])
    await screen.findByText('Track created')
  })

  it('refuses a BPM out of range beside its input, before sending anything', async () => {
    await openTrack()
    const details = await screen.findByRole('region', { name: 'Details' })
    const bpm = within(details).getByLabelText('BPM')
    fireEvent.change(bpm, { target: { value: '300' } })
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(errorOf(bpm)).toBe('BPM must be a whole number from 40 to 250.'))
    expect(bpm.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(bpm)
    expect(sent).toEqual([])
  })

  it('puts a refused value (422 fields) beside its input', async () => {
    answer({
      'PATCH tracks/t1': () =>
        Response.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Some fields need attention.',
              fields: { genre: 'text_too_long' },
            },
          },
          { status: 422 },
        ),
    })
    await openTrack()
    const details = await screen.findByRole('region', { name: 'Details' })
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    const genre = within(details).getByLabelText('Genre')
    await waitFor(() => expect(genre.getAttribute('aria-invalid')).toBe('true'))
    expect(errorOf(genre)).toBe('That text is too long.')
    expect(within(details).getByText('Please check the highlighted fields.')).toBeTruthy()
  })

  it('warns that a new address breaks old links, and puts a taken one beside the address', async () => {
    answer({
      'PATCH tracks/t1': () =>
        Response.json(
          { error: { code: 'slug_taken', message: 'Taken.', fields: { slug: 'slug_taken' } } },
          { status: 409 },
        ),
    })
    await openTrack()
    const details = await screen.findByRole('region', { name: 'Details' })
    const slug = within(details).getByLabelText('Address')
    fireEvent.change(slug, { target: { value: 'midnight-circuit' } })
    expect(
      within(details).getByText('Once you save, links to /track/night-drive will stop working.'),
    ).toBeTruthy()
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(errorOf(slug)).toBe('Another item already uses this address. Choose a different one.'),
    )
    expect(slug.getAttribute('aria-invalid')).toBe('true')
  })

  it('uploads the full MP3 to its signed URL with progress, then shows what the server checked', async () => {
    const { uploads, finish } = stubUploads({ hold: true })
    await openTrack()
    const files = await screen.findByRole('region', { name: 'Files' })
    expect(within(files).getByText(/must be an MP3 at a constant 320 kbps/)).toBeTruthy()
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
    expect(files.textContent).not.toContain('audio-abc')
    const checklist = screen.getByRole('list', { name: 'What publishing needs' })
    const done = (text: RegExp) => within(checklist).getByText(text).closest('li')?.dataset.done
    expect(done(/Full MP3 at 320 kbps/)).toBe('true')
    expect(done(/Length/)).toBe('true')
    expect(done(/Cover/)).toBe('false')
  })

  it('refuses a full MP3 that is not 320 kbps, saying which bitrate it found', async () => {
    stubUploads()
    answer({
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
    expect(refusal.textContent).toBe(
      'The full track must be an MP3 at a constant 320 kbps. This file is 128 kbps.',
    )
    expect(input.closest('.field')?.className).toContain('field--invalid')
    expect(within(files).getAllByText('Nothing uploaded yet.')).toHaveLength(5)
  })

  it('keeps a sold track: no Delete, and the publishing panel says why', async () => {
    track = adminTrack({ sold_count: 2, is_published: true })
    await openTrack()
    const publishing = await screen.findByRole('region', { name: 'Publishing' })
    expect(
      within(publishing).getByText(
        "2 licences sold: the track stays in the catalogue for its buyers and can't be deleted. Switch it off to stop selling it.",
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete Night Drive' })).toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CatalogHarness,
  errorOf,
  mp3,
  NEW_TRACK,
  openCatalogHarness,
  PNG_PIXEL,
  SVG_COVER,
} from './admin-catalog-fixtures.ts'

// Track files through signed upload URLs: the admin function signs, the browser uploads straight
// to Storage with supabase-js, the function checks what arrived and points the track at it.

let h: CatalogHarness
beforeAll(async () => {
  h = await openCatalogHarness()
})
afterAll(() => h?.stop())

const newTrack = async (title: string) =>
  (await h.admin('POST', 'tracks', { ...NEW_TRACK, title })).body

/** Signs, uploads and completes one file; returns the completion's answer and the signed upload. */
async function upload(
  trackId: string,
  kind: 'cover' | 'preview' | 'audio',
  bytes: Uint8Array | string,
  contentType: string,
  filename = 'file',
) {
  const signed = await h.admin('POST', `tracks/${trackId}/uploads`, {
    kind,
    content_type: contentType,
    filename,
  })
  expect(signed.status).toBe(201)
  await h.uploadTo(signed.body, bytes, contentType)
  const completed = await h.admin('POST', `tracks/${trackId}/uploads/complete`, {
    kind,
    path: signed.body.path,
  })
  return { completed, signed: signed.body as { bucket: string; path: string } }
}

describe('track uploads', () => {
  it('takes a cover, a preview and a 320 kbps MP3, then publishes the track on the site', async () => {
    const track = await newTrack('Upload Round Trip')
    const signed = await h.admin('POST', `tracks/${track.id}/uploads`, {
      kind: 'cover',
      content_type: 'image/svg+xml',
      filename: 'Cover Art.svg',
    })
    expect(signed.status).toBe(201)
    expect(signed.body).toEqual({
      bucket: 'covers',
      path: expect.stringMatching(/^upload-round-trip\/cover-[a-z0-9]{16}\.svg$/),
      signed_url: expect.stringContaining(`${h.p.url}/storage/v1/object/upload/sign/covers/`),
      token: expect.any(String),
    })
    await h.uploadTo(signed.body, SVG_COVER, 'image/svg+xml')
    const cover = await h.admin('POST', `tracks/${track.id}/uploads/complete`, {
      kind: 'cover',
      path: signed.body.path,
    })
    expect(cover.status).toBe(200)
    expect(cover.body.cover_path).toBe(signed.body.path)
    const served = await fetch(cover.body.cover_url)
    expect(served.status).toBe(200)
    expect(await served.text()).toBe(SVG_COVER)

    const preview = await upload(track.id, 'preview', mp3(128, 2), 'audio/mpeg', 'clip.mp3')
    expect(preview.completed.status).toBe(200)
    expect(preview.completed.body.preview_path).toBe(preview.signed.path)
    expect(preview.signed.bucket).toBe('previews')

    const full = mp3(320, 3)
    const audio = await upload(track.id, 'audio', full, 'audio/mpeg', 'master.mp3')
    expect(audio.signed.bucket).toBe('tracks')
    expect(audio.completed.status).toBe(200)
    expect(audio.completed.body).toMatchObject({
      has_audio: true,
      audio_bitrate: 320000,
      audio_bytes: full.byteLength,
      duration_seconds: 3,
    })
    expect(JSON.stringify(audio.completed.body)).not.toContain(audio.signed.path)

    const published = await h.admin('POST', `tracks/${track.id}/publish`)
    expect(published.body).toMatchObject({ is_published: true })
    const list = await h.site('tracks?q=upload%20round')
    expect(list.body.items).toEqual([
      expect.objectContaining({
        slug: 'upload-round-trip',
        duration_seconds: 3,
        cover_url: cover.body.cover_url,
        preview_url: preview.completed.body.preview_url,
      }),
    ])
    expect(JSON.stringify(list.body)).not.toContain(audio.signed.path)
    // The track page draws the preview's waveform, computed at upload, without fetching audio.
    const page = await h.site('tracks/upload-round-trip')
    expect(page.body.waveform).toEqual({
      peaks: expect.any(Array),
      duration_seconds: expect.closeTo(2, 1),
    })

    // A new cover replaces the old one, whose file goes.
    const png = await upload(track.id, 'cover', PNG_PIXEL, 'image/png', 'cover.png')
    expect(png.completed.body.cover_path).toMatch(/\/cover-[a-z0-9]{16}\.png$/)
    expect(h.stored('covers', png.signed.path)).toBe(true)
    expect(h.stored('covers', signed.body.path)).toBe(false)
  })

  it('keeps the waveform of each preview uploaded, computed once from its audio', async () => {
    const track = await newTrack('Waveform Keeper')
    const waveformOf = async () => {
      const [row] = await h.p.platform.sql<
        { preview_peaks: number[] | null; preview_duration_seconds: number | null }[]
      >`select preview_peaks, preview_duration_seconds from public.tracks where id = ${track.id}`
      return row!
    }
    expect(await waveformOf()).toEqual({ preview_peaks: null, preview_duration_seconds: null })

    await upload(track.id, 'preview', mp3(128, 2, 5), 'audio/mpeg', 'clip.mp3')
    const first = await waveformOf()
    expect(first.preview_duration_seconds).toBeCloseTo(2, 1)
    expect(first.preview_peaks!.length).toBeGreaterThanOrEqual(600)
    expect(first.preview_peaks!.length).toBeLessThanOrEqual(1000)
    expect(Math.max(...first.preview_peaks!)).toBe(1)
    expect(first.preview_peaks!.every((peak) => peak >= 0 && peak <= 1)).toBe(true)

    // A new preview brings its own waveform.
    await upload(track.id, 'preview', mp3(128, 3, 9), 'audio/mpeg', 'longer.mp3')
    const second = await waveformOf()
    expect(second.preview_duration_seconds).toBeCloseTo(3, 1)
    expect(second.preview_peaks).not.toEqual(first.preview_peaks)
  })

  it('refuses a 128 kbps full track, reporting the bitrate, and deletes the file', async () => {
    const track = await newTrack('Low Bitrate')
    const { completed, signed } = await upload(track.id, 'audio', mp3(128, 2), 'audio/mpeg')
    expect(completed.status).toBe(422)
    expect(completed.body.error).toMatchObject({
      code: 'audio_not_320kbps',
      fields: { found_kbps: '128' },
      message: expect.stringContaining('128 kbps'),
    })
    expect(h.stored('tracks', signed.path)).toBe(false)
    expect((await h.admin('GET', `tracks/${track.id}`)).body).toMatchObject({
      has_audio: false,
      audio_bitrate: null,
      duration_seconds: null,
    })
  })

  it('refuses a preview that is not an MP3 and a cover that is not the image it claims', async () => {
    const track = await newTrack('Wrong Files')
    const noise = crypto.getRandomValues(new Uint8Array(20_000))
    const preview = await upload(track.id, 'preview', noise, 'audio/mpeg')
    expect(await errorOf(preview.completed)).toEqual({ status: 422, code: 'not_mp3' })
    expect(h.stored('previews', preview.signed.path)).toBe(false)

    const fullNoise = await upload(track.id, 'audio', noise, 'audio/mpeg')
    expect(await errorOf(fullNoise.completed)).toEqual({ status: 422, code: 'not_mp3' })
    expect(h.stored('tracks', fullNoise.signed.path)).toBe(false)

    const cover = await upload(track.id, 'cover', SVG_COVER, 'image/png', 'cover.png')
    expect(await errorOf(cover.completed)).toEqual({ status: 422, code: 'image_invalid' })
    expect(h.stored('covers', cover.signed.path)).toBe(false)

    const after = (await h.admin('GET', `tracks/${track.id}`)).body
    expect(after).toMatchObject({ cover_path: null, preview_path: null, has_audio: false })
  })

  it('signs only the content types a kind takes, for files named like them', async () => {
    const track = await newTrack('Picky Uploads')
    const sign = (body: object) => h.admin('POST', `tracks/${track.id}/uploads`, body)
    const wrongType = await sign({ kind: 'audio', content_type: 'image/png', filename: 'a.png' })
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.error.fields).toEqual({ content_type: 'content_type_not_allowed' })
    const wav = await sign({ kind: 'preview', content_type: 'audio/wav', filename: 'a.wav' })
    expect(wav.body.error.fields).toEqual({ content_type: 'content_type_not_allowed' })
    const misnamed = await sign({ kind: 'audio', content_type: 'audio/mpeg', filename: 'a.png' })
    expect(misnamed.body.error.fields).toEqual({ filename: 'filename_does_not_match_type' })
    const badKind = await sign({ kind: 'video', content_type: 'audio/mpeg', filename: 'a.mp3' })
    expect(badKind.body.error.fields).toMatchObject({ kind: 'kind_invalid' })
    const nowhere = await h.admin('POST', 'tracks/00000000-0000-4000-8000-000000000000/uploads', {
      kind: 'cover',
      content_type: 'image/png',
      filename: 'a.png',
    })
    expect(await errorOf(nowhere)).toEqual({ status: 404, code: 'track_not_found' })
  })

  it('completes only uploads made for this track and kind, once they have arrived', async () => {
    const track = await newTrack('Own Files')
    const other = await newTrack('Other Files')
    const complete = (body: object) => h.admin('POST', `tracks/${track.id}/uploads/complete`, body)

    const signedElsewhere = await h.admin('POST', `tracks/${other.id}/uploads`, {
      kind: 'cover',
      content_type: 'image/png',
      filename: 'c.png',
    })
    await h.uploadTo(signedElsewhere.body, PNG_PIXEL, 'image/png')
    const elsewhere = await complete({ kind: 'cover', path: signedElsewhere.body.path })
    expect(await errorOf(elsewhere)).toEqual({ status: 422, code: 'upload_path_invalid' })
    expect(h.stored('covers', signedElsewhere.body.path)).toBe(true)

    const signed = await h.admin('POST', `tracks/${track.id}/uploads`, {
      kind: 'cover',
      content_type: 'image/png',
      filename: 'c.png',
    })
    const early = await complete({ kind: 'cover', path: signed.body.path })
    expect(await errorOf(early)).toEqual({ status: 422, code: 'upload_not_found' })
    const asPreview = await complete({ kind: 'preview', path: signed.body.path })
    expect(await errorOf(asPreview)).toEqual({ status: 422, code: 'upload_path_invalid' })
    for (const path of ['own-files/../other-files/cover.png', '/etc/passwd', 'own-files']) {
      expect(await errorOf(await complete({ kind: 'cover', path }))).toEqual({
        status: 422,
        code: 'upload_path_invalid',
      })
    }

    await h.uploadTo(signed.body, PNG_PIXEL, 'image/png')
    const done = await complete({ kind: 'cover', path: signed.body.path })
    expect(done.body.cover_path).toBe(signed.body.path)
  })
})

import { parseBuffer } from 'music-metadata'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FULL_SECONDS, generateTrackMedia } from './index.ts'

const spec = {
  seed: 2024,
  bpm: 132,
  style: 'techno',
  title: 'Midnight & <Circuit>',
  artist: 'Kael Voss',
} as const

describe('generateTrackMedia', () => {
  it('makes a full 320 kbps MP3 of the default length and a shorter 128 kbps preview', async () => {
    const media = generateTrackMedia(spec)
    const full = await parseBuffer(media.full, { mimeType: 'audio/mpeg' }, { duration: true })
    expect(full.format.codec).toBe('MPEG 1 Layer 3')
    expect(full.format.codecProfile).toBe('CBR')
    expect(full.format.bitrate).toBe(320_000)
    expect(full.format.sampleRate).toBe(44_100)
    expect(full.format.numberOfChannels).toBe(2)
    expect(Math.abs(full.format.duration! - DEFAULT_FULL_SECONDS)).toBeLessThanOrEqual(0.1)
    expect(media.durationSeconds).toBe(DEFAULT_FULL_SECONDS)

    const preview = await parseBuffer(media.preview, { mimeType: 'audio/mpeg' }, { duration: true })
    expect(preview.format.bitrate).toBe(128_000)
    expect(preview.format.codecProfile).toBe('CBR')
    expect(preview.format.numberOfChannels).toBe(2)
    expect(Math.abs(preview.format.duration! - 15)).toBeLessThanOrEqual(0.1)

    expect(media.cover.startsWith('<svg')).toBe(true)
    expect(media.cover).toContain('<title>Midnight &amp; &lt;Circuit&gt;</title>')
  })

  it('honours custom lengths, capping the preview at three quarters of the track', async () => {
    const media = generateTrackMedia({ ...spec, fullSeconds: 10, previewSeconds: 12 })
    const full = await parseBuffer(media.full, { mimeType: 'audio/mpeg' }, { duration: true })
    const preview = await parseBuffer(media.preview, { mimeType: 'audio/mpeg' }, { duration: true })
    expect(Math.abs(full.format.duration! - 10)).toBeLessThanOrEqual(0.1)
    expect(Math.abs(preview.format.duration! - 7.5)).toBeLessThanOrEqual(0.1)
  })

  it('gives identical bytes for the same spec and different bytes for another seed', () => {
    const short = { ...spec, fullSeconds: 5, previewSeconds: 2 }
    const first = generateTrackMedia(short)
    const again = generateTrackMedia(short)
    expect(again.full).toEqual(first.full)
    expect(again.preview).toEqual(first.preview)
    expect(again.cover).toBe(first.cover)
    const other = generateTrackMedia({ ...short, seed: 2025 })
    expect(other.full).not.toEqual(first.full)
    expect(other.preview).not.toEqual(first.preview)
    expect(other.cover).not.toBe(first.cover)
  })
})

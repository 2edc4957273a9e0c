import { describe, expect, it } from 'vitest'
import { zipFiles } from '../../../platform/seed/media/zip.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { checkStemsZip } from './zip-check.ts'

const stored = (bytes: Uint8Array, chunk = 7) => ({
  contentType: 'application/zip',
  size: bytes.byteLength,
  // Small chunks: a signature split across two of them must still be found.
  body: new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.byteLength; at += chunk)
        controller.enqueue(bytes.slice(at, at + chunk))
      controller.close()
    },
  }),
})

const audio = (seed: number) => Uint8Array.from({ length: 3000 }, (_, i) => (i * seed) % 251)

const code = async (bytes: Uint8Array) => {
  try {
    await checkStemsZip(stored(bytes))
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
  return 'accepted'
}

describe('the stems zip check', () => {
  it('accepts a zip of WAV stems and counts them, ignoring what zip tools add', async () => {
    const zip = zipFiles([
      { name: 'Track - drums.wav', data: audio(3) },
      { name: 'Track - bass.wav', data: audio(5) },
      { name: '__MACOSX/._Track - bass.wav', data: audio(7) },
    ])
    await expect(checkStemsZip(stored(zip))).resolves.toEqual({ stems: 2, bytes: zip.byteLength })
  })

  it('refuses a truncated zip, a renamed WAV and an empty file', async () => {
    const zip = zipFiles([{ name: 'drums.wav', data: audio(3) }])
    expect(await code(zip.subarray(0, zip.byteLength - 10))).toBe('zip_invalid')
    expect(await code(audio(11))).toBe('zip_invalid')
    expect(await code(new Uint8Array(0))).toBe('zip_invalid')
  })

  it('refuses a directory that points where no file begins', async () => {
    const zip = zipFiles([{ name: 'drums.wav', data: audio(3) }])
    const view = new DataView(zip.buffer)
    const directory = view.getUint32(zip.byteLength - 6, true)
    view.setUint32(directory + 42, 5, true)
    expect(await code(zip)).toBe('zip_invalid')
  })

  it('refuses names that leave the archive, and files that are not audio', async () => {
    expect(await code(zipFiles([{ name: '../evil.wav', data: audio(3) }]))).toBe('zip_invalid')
    expect(await code(zipFiles([{ name: 'notes.txt', data: audio(3) }]))).toBe('zip_invalid')
  })
})

import { mp3Waveform } from '../../_shared/audio/mp3-waveform.ts'
import type { Waveform } from '../../_shared/audio/waveform.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { AdminStorage } from '../catalog/storage-api.ts'

/**
 * The waveform of an uploaded preview, computed once here so that track pages draw it without
 * fetching audio. The file is read again from Storage (the checks before read only its start) and
 * decoded as it streams. A preview in which nothing decodes is not an MP3 a browser can play: 422.
 */
export async function previewWaveform(
  storage: AdminStorage,
  bucket: string,
  path: string,
): Promise<Waveform> {
  const object = await storage.download(bucket, path)
  if (!object) {
    throw new AppError('upload_not_found', 'The file has not arrived in storage yet.', {
      path: 'upload_not_found',
    })
  }
  const waveform = await mp3Waveform(object.body).catch((error: unknown) => {
    console.error(`Could not decode the preview ${bucket}/${path}:`, error)
    return null
  })
  if (!waveform) throw new AppError('not_mp3', 'The file is not an MP3.')
  return waveform
}

import type { Tx } from '../../_shared/db/request-context.ts'
import type { StoredObject } from '../catalog/storage-api.ts'
import { trackNotFound } from '../tracks/track-reads.ts'
import { checkWav } from './wav-check.ts'
import { checkStemsZip } from './zip-check.ts'

/** What a track records of its WAV master or its stems zip, once checked. */
export type MasterColumns =
  | { kind: 'wav'; path: string; bytes: number; sampleRate: number; bits: number }
  | { kind: 'stems'; path: string; bytes: number; stems: number }

/**
 * Checks an uploaded master: the WAV by its header (RIFF/WAVE PCM, 44.1 or 48 kHz, 16 or 24 bit,
 * not truncated), the stems as a real zip of audio files, read as it streams past.
 */
export async function checkMaster(
  kind: 'wav' | 'stems',
  path: string,
  object: StoredObject,
): Promise<MasterColumns> {
  if (kind === 'wav') {
    const wav = await checkWav(object)
    return { kind, path, bytes: wav.bytes, sampleRate: wav.sampleRate, bits: wav.bits }
  }
  const zip = await checkStemsZip(object)
  return { kind, path, bytes: zip.bytes, stems: zip.stems }
}

/**
 * Points the track at its new master. Admins cannot read the masters' paths (as for the full
 * MP3), so the replaced file stays in the private bucket: nothing is returned to delete.
 */
export async function recordMaster(tx: Tx, id: string, file: MasterColumns): Promise<null> {
  const rows =
    file.kind === 'wav'
      ? await tx`
          update public.tracks set wav_path = ${file.path}, wav_bytes = ${file.bytes},
            wav_sample_rate = ${file.sampleRate}, wav_bits = ${file.bits}
          where id = ${id} returning id`
      : await tx`
          update public.tracks set stems_path = ${file.path}, stems_bytes = ${file.bytes},
            stems_count = ${file.stems}
          where id = ${id} returning id`
  if (rows.length === 0) throw trackNotFound()
  return null
}

import type { Waveform } from '../../_shared/audio/waveform.ts'
import {
  TRACK_FILE_TYPES,
  type TrackFileKind,
  type TrackUploadComplete,
} from '../../_shared/contract/admin/tracks.ts'
import { type RequestIdentity, runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import { type AdminStorage, removeQuietly } from '../catalog/storage-api.ts'
import { checkImage, checkOrRemove, openUpload } from '../catalog/uploaded-file.ts'
import { checkMaster, type MasterColumns, recordMaster } from '../masters/master-files.ts'
import { checkFullTrack, checkPreview, readMp3Facts } from './audio-check.ts'
import { previewWaveform } from './preview-waveform.ts'
import { trackNotFound } from './track-reads.ts'

/** Where each kind of track file lives: full MP3s in the private bucket, the rest public. */
export const TRACK_BUCKETS: Record<TrackFileKind, 'covers' | 'previews' | 'tracks' | 'masters'> = {
  cover: 'covers',
  preview: 'previews',
  audio: 'tracks',
  wav: 'masters',
  stems: 'masters',
}

type Admin = { sql: Sql; identity: RequestIdentity; storage: AdminStorage }

type FileColumns =
  | { kind: 'cover'; path: string }
  | { kind: 'preview'; path: string; waveform: Waveform }
  | { kind: 'audio'; path: string; bitrate: number; bytes: number; durationSeconds: number }
  | MasterColumns

export async function trackSlug(tx: Tx, id: string): Promise<string> {
  const [track] = await tx<{ slug: string }[]>`select slug from public.tracks where id = ${id}`
  if (!track) throw trackNotFound()
  return track.slug
}

/**
 * Checks an uploaded file and points the track at it: a cover must be an image of its declared
 * type, a preview an MP3 (whose waveform the track keeps), the full track an MP3 at a constant 320 kbps whose duration the track
 * takes. A refused file is deleted; a replaced cover or preview is deleted once the row changed.
 */
export async function completeTrackUpload(
  admin: Admin,
  id: string,
  { kind, path }: TrackUploadComplete,
): Promise<void> {
  const slug = await runAs(admin.sql, admin.identity, (tx) => trackSlug(tx, id))
  const bucket = TRACK_BUCKETS[kind]
  // Storage is called between transactions: the local database serves one connection at a time.
  const object = await openUpload(admin.storage, { bucket, slug, kind }, path)
  const file = await checkOrRemove(admin.storage, bucket, path, async (): Promise<FileColumns> => {
    if (kind === 'cover') {
      await checkImage(object, TRACK_FILE_TYPES.cover)
      return { kind, path }
    }
    if (kind === 'wav' || kind === 'stems') return checkMaster(kind, path, object)
    const facts = await readMp3Facts(object)
    if (kind === 'preview') {
      checkPreview(facts)
      return { kind, path, waveform: await previewWaveform(admin.storage, bucket, path) }
    }
    return { kind, path, bytes: facts.bytes, ...checkFullTrack(facts) }
  })
  let replaced: string | null
  try {
    replaced = await runAs(admin.sql, admin.identity, (tx) => recordFile(tx, id, file))
  } catch (error) {
    await removeQuietly(admin.storage, bucket, [path])
    throw error
  }
  if (replaced && replaced !== path) await removeQuietly(admin.storage, bucket, [replaced])
}

/**
 * Sets the file's columns; returns the cover or preview it replaces. The replaced full MP3 is not
 * known here: admins cannot read `audio_path` (column grant), so it stays in the private bucket.
 */
async function recordFile(tx: Tx, id: string, file: FileColumns): Promise<string | null> {
  if (file.kind === 'wav' || file.kind === 'stems') return recordMaster(tx, id, file)
  if (file.kind === 'audio') {
    const rows = await tx`
      update public.tracks set audio_path = ${file.path}, audio_bitrate = ${file.bitrate},
        audio_bytes = ${file.bytes}, duration_seconds = ${file.durationSeconds}
      where id = ${id} returning id`
    if (rows.length === 0) throw trackNotFound()
    return null
  }
  const [before] = await tx<{ cover_path: string | null; preview_path: string | null }[]>`
    select cover_path, preview_path from public.tracks where id = ${id} for update`
  if (!before) throw trackNotFound()
  if (file.kind === 'cover') {
    await tx`update public.tracks set cover_path = ${file.path} where id = ${id}`
    return before.cover_path
  }
  await tx`
    update public.tracks set preview_path = ${file.path},
      preview_peaks = ${file.waveform.peaks}::real[],
      preview_duration_seconds = ${file.waveform.duration_seconds}
    where id = ${id}`
  return before.preview_path
}

import { z } from 'zod'

// The files a licence can deliver, and which of them a track's licence gives. Shared by the site
// (track answers, checkout), the admin and the web, with no dependency but zod.

/** The 320 kbps MP3 every track has, its WAV master, and its stems as one zip. */
export const LICENCE_FILES = ['mp3', 'wav', 'stems'] as const
export const LicenceFile = z.enum(LICENCE_FILES, 'file_invalid')
export type LicenceFile = z.infer<typeof LicenceFile>

/** What each file is called on disk once downloaded. */
export const FILE_EXTENSIONS: Record<LicenceFile, string> = { mp3: 'mp3', wav: 'wav', stems: 'zip' }

/**
 * The files a licence of a track delivers: its tier's, of those the track has. The WAV and
 * track-out licences exist for their files, so they need every file of their tier; the others
 * give what the track has of theirs. Null: the track cannot deliver this licence.
 * (private.place_order applies the same rule.)
 */
export function licenceFilesFor(
  licence: string,
  tierFiles: readonly LicenceFile[],
  available: readonly LicenceFile[],
): LicenceFile[] | null {
  const files = LICENCE_FILES.filter((file) => tierFiles.includes(file) && available.includes(file))
  if (files.length === 0) return null
  if ((licence === 'wav' || licence === 'trackout') && files.length < tierFiles.length) return null
  return files
}

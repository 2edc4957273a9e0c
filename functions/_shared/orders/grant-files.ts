import { LICENCE_FILES, type LicenceFile } from '../contract/licence-files.ts'

/** A licence's files with the downloads each has left, MP3 first, then WAV, then stems. */
export function grantFiles(
  fileDownloadsLeft: Record<string, number>,
): { format: LicenceFile; left: number }[] {
  return LICENCE_FILES.filter((format) => format in fileDownloadsLeft).map((format) => ({
    format,
    left: fileDownloadsLeft[format] ?? 0,
  }))
}

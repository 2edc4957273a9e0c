import { FILE_EXTENSIONS, type LicenceFile } from '../../_shared/contract/licence-files.ts'
import { answer, refusalError } from '../../_shared/db/refusals.ts'
import { runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import { isUuid } from '../../_shared/http/params.ts'
import { createSignedDownloadUrl } from '../../_shared/storage.ts'
import type { SiteDeps } from '../deps.ts'

/** How long the storage link a download redirects to stays valid (product rule). */
export const SIGNED_URL_SECONDS = 60

type DownloadFile = { bucket: string; path: string | null; title: string; artist: string }

/** Who downloaded, for the download log (dispute evidence). */
export type Downloader = {
  address: string | null
  userAgent: string | null
  /** The emailed link (or the payment-success page), or the signed-in buyer's library. */
  channel: 'link' | 'library'
}

/** What private.check_file_download and consume_file_download refuse with (HINT). */
const REFUSALS = {
  download_not_found: answer(
    'download_not_found',
    'This download link is not valid. Use the link from your order email.',
  ),
  download_revoked: answer(
    'download_revoked',
    'This licence has been revoked (the order was refunded or disputed), so its downloads are closed.',
  ),
  downloads_exhausted: answer(
    'downloads_exhausted',
    'All downloads of this file have been used. Contact us if you need the file again.',
  ),
}

/**
 * Spends one download of one of a licence's files and returns a 60-second signed link to it,
 * named "Artist - Title.mp3" (`.wav`, or `.zip` for the stems). The link is signed before the
 * download is counted, and counted (and logged) only if signing worked: a Storage failure costs
 * the buyer nothing. No transaction stays open while Storage signs (locally, Storage shares the
 * platform's single database connection).
 */
export async function spendDownload(
  deps: SiteDeps,
  grantId: string,
  token: string,
  format: LicenceFile,
  downloader: Downloader,
): Promise<string> {
  return (await spendCountedDownload(deps, grantId, token, format, downloader)).url
}

/**
 * `spendDownload`, also telling how many downloads the file's emailed link has left after this
 * one. A download from the buyer's own library (`channel: 'library'`) is logged but not counted:
 * re-downloads there are unlimited (migration 20261129110000_uncount_library_downloads.sql).
 */
export async function spendCountedDownload(
  deps: SiteDeps,
  grantId: string,
  token: string,
  format: LicenceFile,
  downloader: Downloader,
): Promise<{ url: string; downloadsLeft: number }> {
  if (!isUuid(grantId) || token.length === 0) throw REFUSALS.download_not_found()
  const file = await callAsVisitor(
    deps.sql,
    (tx) => tx<DownloadFile[]>`
      select bucket, path, title, artist
      from private.check_file_download(${grantId}, ${token}, ${format}, ${downloader.channel})`,
  )
  if (!file?.path)
    throw new Error(`Licence grant ${grantId} points at a track without its ${format}`)
  const url = await createSignedDownloadUrl(deps.env, {
    bucket: file.bucket,
    path: file.path,
    expiresInSeconds: SIGNED_URL_SECONDS,
    downloadName: downloadName(file.artist, file.title, FILE_EXTENSIONS[format]),
  })
  // Checked again under the grant's row lock: a concurrent request may have spent the last one.
  const spent = await callAsVisitor(
    deps.sql,
    (tx) => tx<{ downloads_left: number }[]>`
      select downloads_left from private.consume_file_download(${grantId}, ${token}, ${format},
        ${downloader.address}, ${downloader.userAgent}, ${downloader.channel})`,
  )
  return { url, downloadsLeft: spent?.downloads_left ?? 0 }
}

/** "Artist - Title.mp3", without characters that file systems refuse. */
export function downloadName(artist: string, title: string, extension = 'mp3'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim()
  return `${clean(artist)} - ${clean(title)}.${extension}`
}

async function callAsVisitor<Row>(
  sql: Sql,
  query: (tx: Tx) => Promise<readonly Row[]>,
): Promise<Row | undefined> {
  try {
    const rows = await runAs(sql, { role: 'anon' }, query)
    return rows[0]
  } catch (error) {
    throw refusalError(error, REFUSALS) ?? error
  }
}

import { runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { isUuid } from '../../_shared/http/params.ts'
import { createSignedDownloadUrl } from '../../_shared/storage.ts'
import type { SiteDeps } from '../deps.ts'

/** How long the storage link a download redirects to stays valid (product rule). */
export const SIGNED_URL_SECONDS = 60

type DownloadFile = { audio_path: string | null; title: string; artist: string }

const REFUSALS = {
  download_not_found: 'This download link is not valid. Use the link from your order email.',
  download_revoked:
    'This licence has been revoked (the order was refunded), so its downloads are closed.',
  downloads_exhausted:
    'All downloads of this licence have been used. Contact us if you need the file again.',
} as const

/**
 * Spends one of a licence's downloads and returns a 60-second signed link to the full MP3, named
 * "Artist - Title.mp3". The link is signed before the download is counted, and counted only if
 * signing worked: a Storage failure costs the buyer nothing. No transaction stays open while
 * Storage signs (locally, Storage shares the platform's single database connection).
 */
export async function spendDownload(
  deps: SiteDeps,
  grantId: string,
  token: string,
): Promise<string> {
  return (await spendCountedDownload(deps, grantId, token)).url
}

/** `spendDownload`, also telling how many downloads the licence has left after this one. */
export async function spendCountedDownload(
  deps: SiteDeps,
  grantId: string,
  token: string,
): Promise<{ url: string; downloadsLeft: number }> {
  if (!isUuid(grantId) || token.length === 0) throw refusal('download_not_found')
  const file = await callAsVisitor(
    deps.sql,
    (tx) =>
      tx<
        DownloadFile[]
      >`select audio_path, title, artist from private.check_download(${grantId}, ${token})`,
  )
  if (!file?.audio_path) throw new Error(`Licence grant ${grantId} points at a track without audio`)
  const url = await createSignedDownloadUrl(deps.env, {
    bucket: 'tracks',
    path: file.audio_path,
    expiresInSeconds: SIGNED_URL_SECONDS,
    downloadName: downloadName(file.artist, file.title),
  })
  // Checked again under the grant's row lock: a concurrent request may have spent the last one.
  const spent = await callAsVisitor(
    deps.sql,
    (tx) =>
      tx<
        { downloads_left: number }[]
      >`select downloads_left from private.consume_download(${grantId}, ${token})`,
  )
  return { url, downloadsLeft: spent?.downloads_left ?? 0 }
}

/** "Artist - Title.mp3", without characters that file systems refuse. */
export function downloadName(artist: string, title: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim()
  return `${clean(artist)} - ${clean(title)}.mp3`
}

async function callAsVisitor<Row>(
  sql: Sql,
  query: (tx: Tx) => Promise<readonly Row[]>,
): Promise<Row | undefined> {
  try {
    const rows = await runAs(sql, { role: 'anon' }, query)
    return rows[0]
  } catch (error) {
    const { code, hint } = (error ?? {}) as { code?: string; hint?: string }
    if (code === 'P0001' && hint && hint in REFUSALS) throw refusal(hint as keyof typeof REFUSALS)
    throw error
  }
}

function refusal(code: keyof typeof REFUSALS): AppError {
  return new AppError(code, REFUSALS[code])
}

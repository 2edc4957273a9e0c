import type { LicenceFile } from '../../_shared/contract/licence-files.ts'
import type { LibraryDownloadLink, LibraryView } from '../../_shared/contract/site/library.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { isUuid } from '../../_shared/http/params.ts'
import type { SiteDeps } from '../deps.ts'
import { type Downloader, spendCountedDownload } from '../downloads/service.ts'
import type { BuyerIdentity } from './buyer.ts'
import { toLibraryView } from './library-view.ts'
import { readLibrary } from './records.ts'

/** Every paid or refunded order placed with the buyer's email, newest first. */
export async function buyerLibrary(deps: SiteDeps, buyer: BuyerIdentity): Promise<LibraryView> {
  const rows = await runAs(deps.sql, buyer, readLibrary)
  return toLibraryView(rows, buyer.claims.email ?? '', deps.env)
}

const notYours = () => new AppError('download_not_found', 'No licence of yours has this id.')

/**
 * Answers the file's 60-second link for one of the buyer's licences. RLS decides whether the
 * licence is theirs (another buyer's id is simply not found). The policy, as Bandcamp's: the
 * buyer re-downloads from their library as often as they need (logged, never counted); only the
 * emailed links, which can be forwarded, are limited to 5 per file. A revoked licence gives none.
 */
export async function buyerDownload(
  deps: SiteDeps,
  buyer: BuyerIdentity,
  grantId: string,
  format: LicenceFile,
  downloader: Downloader,
): Promise<LibraryDownloadLink> {
  if (!isUuid(grantId)) throw notYours()
  const [grant] = await runAs(
    deps.sql,
    buyer,
    (tx) => tx<{ token: string | null }[]>`
      select private.buyer_grant_token(id) as token from public.licence_grants where id = ${grantId}`,
  )
  if (!grant?.token) throw notYours()
  const { url, downloadsLeft } = await spendCountedDownload(
    deps,
    grantId,
    grant.token,
    format,
    downloader,
  )
  return { url, downloads_left: downloadsLeft }
}

import type { LibraryDownloadLink, LibraryDownloadView } from '@contract/site/library.ts'
import { libraryRequest } from './library-request'

/** `POST site/me/downloads/{grant}`: spends one download; the link works for 60 seconds. */
export const requestDownload = (grantId: string, format: LibraryDownloadView['format'] = 'mp3') =>
  libraryRequest<LibraryDownloadLink>(
    `me/downloads/${encodeURIComponent(grantId)}?format=${format}`,
    {
      method: 'POST',
    },
  )

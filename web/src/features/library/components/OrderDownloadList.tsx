import type { LibraryDownloadView } from '@contract/site/library.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { ApiError } from '@/lib/api-client'
import { requestDownload } from '../api/request-download'

const DOWNLOAD_ERRORS = ['download_not_found', 'download_revoked', 'downloads_exhausted']

/** A fresh link per click, as often as the buyer asks; the browser fetches the file at once. */
function DownloadButton({
  download,
  onDownloaded,
}: {
  download: LibraryDownloadView
  onDownloaded: () => void
}) {
  const { t } = useTranslation('library')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const start = async () => {
    setBusy(true)
    setError(null)
    try {
      const link = await requestDownload(download.grant_id, download.format)
      onDownloaded()
      // A storage link sent as an attachment: the page stays, the file downloads.
      window.location.assign(link.url)
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : ''
      setError(DOWNLOAD_ERRORS.includes(code) ? code : 'unknown')
      onDownloaded()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={start}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('downloads.preparing') : t(`downloads.downloadFile.${download.format}`)}{' '}
        <span className="visually-hidden">{download.title}</span>
      </button>
      {error ? (
        <p className="library-download__error" role="alert">
          <ErrorText code={error} context="library" />
        </p>
      ) : null}
    </>
  )
}

export function OrderDownloadList({
  downloads,
  onDownloaded,
}: {
  downloads: LibraryDownloadView[]
  onDownloaded: () => void
}) {
  const { t } = useTranslation('library')
  if (downloads.length === 0) return null
  return (
    <section className="library-order__section">
      <h3 className="library-order__subtitle">{t('downloads.title')}</h3>
      <p className="library-order__note">{t('downloads.unlimited')}</p>
      <ul className="library-list">
        {downloads.map((download) => (
          <li key={`${download.grant_id}-${download.format}`} className="library-download">
            <span className="library-download__what">
              <strong>{download.title}</strong>
              {download.artist ? ` · ${download.artist}` : ''}
              <br />
              <small>
                {t(`common:cart.licence.${download.licence}`)} ·{' '}
                {t(`common:files.${download.format}`)}
              </small>
            </span>
            <span className="library-download__action">
              {download.revoked ? (
                <small>{t('downloads.revoked')}</small>
              ) : (
                <>
                  {/* The library has no limit: only the emailed link's downloads are counted. */}
                  <DownloadButton download={download} onDownloaded={onDownloaded} />
                  <small className="library-download__left" data-testid="downloads-left">
                    {download.downloads_left > 0
                      ? t('downloads.linkLeft', { count: download.downloads_left })
                      : t('downloads.linkNone')}
                  </small>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

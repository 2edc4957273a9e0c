import type { OrderDownloadView } from '@contract/checkout.ts'
import { useTranslation } from 'react-i18next'

export function OrderDownloads({ downloads }: { downloads: OrderDownloadView[] }) {
  const { t } = useTranslation('checkout')
  if (downloads.length === 0) return null
  return (
    <section className="section" aria-labelledby="order-downloads">
      <h2 id="order-downloads" className="section__title">
        {t('success.downloads')}
      </h2>
      <ul className="payment__downloads">
        {downloads.map((download) => (
          <li key={`${download.grant_id}-${download.format}`} className="payment__download">
            <span>
              <strong>{download.title}</strong> · {download.artist}
              <br />
              <small>
                {t(`common:cart.licence.${download.licence}`)} ·{' '}
                {t(`common:files.${download.format}`)}
              </small>
            </span>
            {download.downloads_left > 0 ? (
              <a className="button button--primary button--small" href={download.url}>
                {t(`success.downloadFile.${download.format}`)}{' '}
                <span className="visually-hidden">{download.title}</span>
              </a>
            ) : null}
            <small className="payment__left">
              {download.downloads_left > 0
                ? t('success.downloadsLeft', { count: download.downloads_left })
                : t('success.noDownloadsLeft')}
            </small>
          </li>
        ))}
      </ul>
    </section>
  )
}

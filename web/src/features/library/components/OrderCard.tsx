import type { LibraryOrderView } from '@contract/site/library.ts'
import { useTranslation } from 'react-i18next'
import { formatLongDate, formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { OrderDownloadList } from './OrderDownloadList'
import { OrderLicenceList } from './OrderLicenceList'
import { ShipmentStatus } from './ShipmentStatus'

/** One order: its number, date and total, then downloads, certificates and gear. */
export function OrderCard({
  order,
  onDownloaded,
}: {
  order: LibraryOrderView
  onDownloaded: () => void
}) {
  const { t, i18n } = useTranslation('library')
  const language = currentLanguage(i18n)
  const titleId = `order-${order.id}`
  return (
    <article className="library-order" aria-labelledby={titleId}>
      <header className="library-order__head">
        <h2 id={titleId} className="library-order__title">
          {t('order.title', { number: order.number })}
        </h2>
        <span className={`library-order__status library-order__status--${order.status}`}>
          {t(`order.status.${order.status}`)}
        </span>
        <p className="library-order__meta">
          {t('order.placed', { date: formatLongDate(order.placed_at, language) })} ·{' '}
          {t('order.total')} {formatMoney(order.total, order.currency, language)}
        </p>
      </header>
      {order.status === 'refunded' ? <p className="notice">{t('order.refunded')}</p> : null}
      <OrderDownloadList downloads={order.downloads} onDownloaded={onDownloaded} />
      <OrderLicenceList licences={order.licences} />
      {order.shipment ? (
        <ShipmentStatus
          shipment={order.shipment}
          items={order.items.filter((item) => item.kind === 'product')}
        />
      ) : null}
    </article>
  )
}

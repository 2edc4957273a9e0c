import type { OrderView } from '@contract/checkout.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { OrderDownloads } from './OrderDownloads'
import { OrderLicences } from './OrderLicences'

/** What the bundle and a promotion code took off, between the items and the total. */
function OrderDiscounts({ order, money }: { order: OrderView; money: (cents: number) => string }) {
  const { t } = useTranslation('checkout')
  if (order.bundle_discount === 0 && order.discount === 0) return null
  return (
    <>
      <p className="payment__shipping-cost">
        <span>{t('success.subtotal')}</span> <span>{money(order.subtotal)}</span>
      </p>
      {order.bundle_discount > 0 ? (
        <p className="payment__shipping-cost payment__discount">
          <span>{t('success.bundle')}</span> <span>−{money(order.bundle_discount)}</span>
        </p>
      ) : null}
      {order.discount > 0 ? (
        <p className="payment__shipping-cost payment__discount">
          <span>
            {order.promotion_code
              ? t('success.discount', { code: order.promotion_code })
              : t('success.discountNoCode')}
          </span>{' '}
          <span>−{money(order.discount)}</span>
        </p>
      ) : null}
    </>
  )
}

export function PaidOrder({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('checkout')
  const language = currentLanguage(i18n)
  const money = (cents: number) => formatMoney(cents, order.currency, language)
  return (
    <>
      <p className="page__intro">
        {t('success.thanks', { name: order.name, number: order.number, email: order.email })}
      </p>
      <OrderDownloads downloads={order.downloads} />
      <OrderLicences licences={order.licences} />
      {order.downloads.length > 0 || order.shipping ? (
        <p className="payment__library">
          <Link href={paths.library.build()}>{t('success.library')}</Link>
        </p>
      ) : null}
      {order.shipping ? <p className="notice payment__shipping">{t('success.shipping')}</p> : null}
      <section className="section" aria-labelledby="order-items">
        <h2 id="order-items" className="section__title">
          {t('success.items')}
        </h2>
        <ul className="payment__items">
          {order.items.map((item, index) => (
            <li
              key={`${item.slug ?? item.title}-${item.licence ?? index}`}
              className="payment__item"
            >
              <span>
                <strong>{item.title}</strong>{' '}
                <small>
                  {item.licence
                    ? t(`common:cart.licence.${item.licence}`)
                    : t('success.quantity', { count: item.quantity })}
                  {item.bundle_free ? ` · ${t('success.free')}` : null}
                </small>
                {item.licence === 'exclusive' ? (
                  <small className="payment__exclusive">{t('success.exclusive')}</small>
                ) : null}
              </span>
              <span>{money(item.total)}</span>
            </li>
          ))}
        </ul>
        <OrderDiscounts order={order} money={money} />
        {order.shipping_rate || order.shipping_cents > 0 ? (
          <p className="payment__shipping-cost">
            <span>{t('success.shippingLine', { rate: order.shipping_rate ?? '—' })}</span>{' '}
            <span>{money(order.shipping_cents)}</span>
          </p>
        ) : null}
        <p className="payment__total">
          <span>{t('success.total')}</span> <strong>{money(order.total)}</strong>
        </p>
        {order.tax > 0 ? (
          <p className="payment__shipping-cost">
            <span>{t(order.prices_include_tax ? 'success.taxIncluded' : 'success.tax')}</span>{' '}
            <span>{money(order.tax)}</span>
          </p>
        ) : null}
        {order.invoice_url ? (
          <p className="payment__invoice">
            <a href={order.invoice_url} target="_blank" rel="noopener">
              {t('success.invoice')}
            </a>
          </p>
        ) : null}
      </section>
    </>
  )
}

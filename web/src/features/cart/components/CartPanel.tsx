import { type ComponentType, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { type CartBundle, cartBundle } from '@/lib/bundle'
import { formatMoney, formatRange } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import type { LineProblems } from '@/lib/line-problems'
import { shippingRateName, shippingSpan } from '@/lib/shipping'
import { type CartLine, selectLines, selectTotalCents, useCart } from '@/stores/cart'
import { useCartQuote } from '../api/quote-cart'
import { usePromotion } from '../stores/promotion'
import { CartLineItem, CURRENCY } from './CartLineItem'
import { PromotionCode } from './PromotionCode'
import './cart.css'

/** The checkout under the lines: the app passes the checkout feature's form (lazily loaded). */
export type CheckoutSlot = ComponentType<{
  lines: CartLine[]
  onProblems: (problems: LineProblems) => void
  /** The promotion code applied in the cart, for checkout to send. */
  promotionCode: string | null
}>

/** The cart drawer's content: the lines with their totals, then the checkout. */
export function CartPanel({
  onClose,
  checkout: Checkout,
}: {
  onClose: () => void
  checkout: CheckoutSlot
}) {
  const { t, i18n } = useTranslation(['cart', 'checkout'])
  const language = currentLanguage(i18n)
  const lines = useCart(selectLines)
  const totalCents = useCart(selectTotalCents)
  const cartCleared = useCart((state) => state.cartCleared)
  const [problems, setProblems] = useState<LineProblems>({})
  const { data: settings } = useSettings()
  const bundle = cartBundle(lines, settings?.bundle_enabled ?? false)
  const promotionCode = usePromotion((state) => state.code)
  // The server's pricing once a code is applied: its discount, as Stripe will take it off.
  const { data: quote } = useCartQuote(lines, promotionCode)
  const discountCents = quote?.discount ?? 0

  const problemSolved = (lineId: string) => setProblems(({ [lineId]: _solved, ...rest }) => rest)

  return (
    <div className="cart__panel">
      {lines.length === 0 ? (
        <div className="cart__empty">
          <p>{t('empty')}</p>
          <p className="cart__empty-links">
            <Link className="button button--primary" href={paths.tracks.build()} onClick={onClose}>
              {t('browseTracks')}
            </Link>
            <Link className="button button--ghost" href={paths.shop.build()} onClick={onClose}>
              {t('browseShop')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ul className="cart__lines">
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                language={language}
                problem={problems[line.id]}
                onChanged={() => problemSolved(line.id)}
                free={bundle.free.has(line.id)}
              />
            ))}
          </ul>
          <BundleNote lines={lines} bundle={bundle} />
          {lines.some((line) => line.kind === 'product') ? (
            <ShippingNote language={language} />
          ) : null}
          <PromotionCode lines={lines} />
          {bundle.discountCents > 0 || discountCents > 0 ? (
            <p className="cart__total">
              <span>{t('subtotal')}</span>
              <span>{formatMoney(totalCents, CURRENCY, language)}</span>
            </p>
          ) : null}
          {bundle.discountCents > 0 ? (
            <p className="cart__total cart__bundle">
              <span>{t('bundle.line')}</span>
              <span>−{formatMoney(bundle.discountCents, CURRENCY, language)}</span>
            </p>
          ) : null}
          {quote && discountCents > 0 ? (
            <p className="cart__total cart__bundle">
              <span>{t('promotion.line', { code: quote.promotion_code })}</span>
              <span>−{formatMoney(discountCents, CURRENCY, language)}</span>
            </p>
          ) : null}
          <p className="cart__total">
            <span>{t('total')}</span>
            <strong>
              {formatMoney(totalCents - bundle.discountCents - discountCents, CURRENCY, language)}
            </strong>
          </p>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={cartCleared}
          >
            {t('clear')}
          </button>
          <Suspense fallback={<Loading />}>
            <Checkout lines={lines} onProblems={setProblems} promotionCode={promotionCode} />
          </Suspense>
        </>
      )}
    </div>
  )
}

/**
 * The licence bundle, before checkout: its rule once the cart holds a private licence, and how
 * many more bring the next free one.
 */
function BundleNote({ lines, bundle }: { lines: CartLine[]; bundle: CartBundle }) {
  const { t } = useTranslation('cart')
  const { data: settings } = useSettings()
  const hasPrivate = lines.some((line) => line.kind === 'track' && line.licence === 'private')
  if (!settings?.bundle_enabled || !hasPrivate) return null
  return (
    <p className="cart__note cart__bundle-note">
      {bundle.toNextFree > 0 ? t('bundle.hint', { count: bundle.toNextFree }) : t('bundle.rule')}
    </p>
  )
}

/**
 * Gear in the cart: what shipping costs and how long it takes, before paying: the owner's rates
 * (the buyer picks one on the payment page), or included in the prices when there are none.
 */
function ShippingNote({ language }: { language: string }) {
  const { t } = useTranslation('cart')
  const { data: settings } = useSettings()
  const days = settings?.gear_delivery_days
  const rates = settings?.shipping_rates ?? []
  const currency = settings?.currency ?? 'EUR'
  const from = shippingSpan(rates)
  if (from) {
    return (
      <div className="cart__shipping">
        <p className="cart__total">
          <span>{t('shipping')}</span>
          <span>
            {t('shippingFrom', { price: formatMoney(from.fromCents, currency, language) })}
          </span>
        </p>
        <ul className="cart__rates">
          {rates.map((rate) => (
            <li key={rate.id}>
              {t('shippingRate', {
                name: shippingRateName(rate, language),
                price: formatMoney(rate.amount_cents, currency, language),
                range: formatRange(rate.delivery_days, language),
              })}
            </li>
          ))}
        </ul>
        <p className="cart__note">{t('shippingChoose')}</p>
      </div>
    )
  }
  return (
    <div className="cart__shipping">
      <p className="cart__total">
        <span>{t('shipping')}</span>
        <span>{t('shippingIncluded')}</span>
      </p>
      {days ? (
        <p className="cart__note">{t('delivery', { range: formatRange(days, language) })}</p>
      ) : null}
    </div>
  )
}

import type { Product } from '@contract/site/site.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/api/get-settings'
import { formatMoney, formatRange } from '@/lib/format'
import { shippingSpan } from '@/lib/shipping'
import { productLineId, useCart } from '@/stores/cart'
import { AddToCartButton } from './AddToCartButton'
import { StockBadge } from './StockBadge'

const clamp = (value: number, max: number) => Math.max(1, Math.min(Math.floor(value) || 1, max))

/** Price, stock, a quantity between 1 and what is left to add, and the add button. */
export function ProductPurchase({ product, language }: { product: Product; language: string }) {
  const { t } = useTranslation('shop')
  const { data: settings } = useSettings()
  const inputId = useId()
  const hintId = useId()
  const inCart = useCart(
    (state) => state.lines.find((line) => line.id === productLineId(product.slug))?.quantity ?? 0,
  )
  const room = Math.max(product.max_per_order - inCart, 0)
  const [typed, setTyped] = useState('1')
  const quantity = clamp(Number(typed), Math.max(room, 1))
  const shipping = shippingSpan(settings?.shipping_rates ?? [])

  return (
    <div className="purchase">
      <p className="purchase__price">
        {formatMoney(product.price_cents, product.currency, language)}
      </p>
      <StockBadge stock={product.stock} available={product.available} />
      {shipping ? (
        <p className="purchase__shipping">
          {t('product.shippingFrom', {
            price: formatMoney(shipping.fromCents, product.currency, language),
            range: formatRange(shipping.days, language),
          })}
        </p>
      ) : settings?.gear_delivery_days ? (
        <p className="purchase__shipping">
          {t('product.shipping', { range: formatRange(settings.gear_delivery_days, language) })}
        </p>
      ) : null}
      {room > 0 ? (
        <div className="purchase__quantity">
          <label htmlFor={inputId}>{t('product.quantity')}</label>
          <input
            id={inputId}
            className="purchase__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={room}
            step={1}
            value={typed}
            aria-describedby={hintId}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setTyped(String(quantity))}
          />
          <small id={hintId} className="purchase__hint">
            {t('product.quantityHint', { count: room })}
          </small>
        </div>
      ) : null}
      {inCart > 0 ? (
        <p className="purchase__in-cart">{t('product.inCart', { count: inCart })}</p>
      ) : null}
      <AddToCartButton product={product} quantity={quantity} className="button button--primary" />
    </div>
  )
}

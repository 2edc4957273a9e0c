import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import type { LineProblem } from '@/lib/line-problems'
import { type CartLine, MAX_PRODUCT_QUANTITY, useCart } from '@/stores/cart'
import { CartLineProblem } from './CartLineProblem'

// Prices are in EUR (the site's one currency); the server reprices everything at checkout.
export const CURRENCY = 'EUR'

type Props = {
  line: CartLine
  language: string
  problem: LineProblem | undefined
  onChanged: () => void
  /** The licence bundle makes this line free. */
  free?: boolean
}

export function CartLineItem({ line, language, problem, onChanged, free = false }: Props) {
  const { t } = useTranslation(['cart', 'checkout'])
  const lineRemoved = useCart((state) => state.lineRemoved)
  const name = lineName(line)
  return (
    <li className={problem ? 'cart__line cart__line--problem' : 'cart__line'}>
      {line.imageUrl ? (
        <img
          className="cart__thumb"
          {...responsiveImage(line.imageUrl, IMAGE_SIZES.smallThumbnail, 160)}
          alt=""
          width={48}
          height={48}
        />
      ) : (
        <span className="cart__thumb" aria-hidden="true" />
      )}
      <div>
        <strong>{name}</strong>
        <br />
        {line.kind === 'track' ? (
          <small>
            {t(`common:cart.licence.${line.licence}`)}
            {free ? <span className="cart__free"> · {t('bundle.free')}</span> : null}
          </small>
        ) : (
          <QuantityStepper line={line} name={name} onChanged={onChanged} />
        )}
      </div>
      {free ? (
        <span className="cart__amount">
          <del className="cart__was">
            <span className="visually-hidden">
              {t('bundle.wasPrice', {
                price: formatMoney(line.priceCents, CURRENCY, language),
              })}
            </span>
            <span aria-hidden="true">{formatMoney(line.priceCents, CURRENCY, language)}</span>
          </del>{' '}
          {formatMoney(0, CURRENCY, language)}
        </span>
      ) : (
        <span className="cart__amount">
          {formatMoney(line.priceCents * line.quantity, CURRENCY, language)}
        </span>
      )}
      <button
        type="button"
        className="cart__remove"
        aria-label={t('remove', { name })}
        onClick={() => lineRemoved(line.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {problem ? <CartLineProblem line={line} problem={problem} onResolved={onChanged} /> : null}
    </li>
  )
}

type ProductLine = Extract<CartLine, { kind: 'product' }>

function QuantityStepper(props: { line: ProductLine; name: string; onChanged: () => void }) {
  const { line, name, onChanged } = props
  const { t } = useTranslation('checkout')
  const quantityChanged = useCart((state) => state.quantityChanged)
  const max = Math.min(line.available, MAX_PRODUCT_QUANTITY)
  const change = (quantity: number) => {
    quantityChanged(line.id, quantity)
    onChanged()
  }
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">{t('cart.quantityOf', { name })}</legend>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.decrease', { name })}
        disabled={line.quantity <= 1}
        onClick={() => change(line.quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="stepper__value" aria-live="polite">
        {line.quantity}
      </span>
      <button
        type="button"
        className="stepper__button"
        aria-label={t('cart.increase', { name })}
        disabled={line.quantity >= max}
        onClick={() => change(line.quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  )
}

export const lineName = (line: CartLine) => (line.kind === 'track' ? line.title : line.name)

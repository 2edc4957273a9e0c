import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { type CartLine, selectLines, selectTotalCents, useCart } from '../stores/cart'

// Prices are in EUR (the site's one currency); the server reprices everything at checkout.
const CURRENCY = 'EUR'

export function CartPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const lines = useCart(selectLines)
  const totalCents = useCart(selectTotalCents)
  const lineRemoved = useCart((state) => state.lineRemoved)
  const cartCleared = useCart((state) => state.cartCleared)

  return (
    <section id={id} className="cart__panel" aria-labelledby={`${id}-title`}>
      <div className="cart__head">
        <h2 id={`${id}-title`} className="cart__title">
          {t('cart.title')}
        </h2>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          {t('cart.close')}
        </button>
      </div>
      {lines.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="cart__lines">
            {lines.map((line) => (
              <li key={line.id} className="cart__line">
                <span>
                  <strong>{lineName(line)}</strong>
                  <br />
                  <small>
                    {line.kind === 'track'
                      ? t(`cart.licence.${line.licence}`)
                      : `${t('cart.quantity')}: ${line.quantity}`}
                  </small>
                </span>
                <span>{formatMoney(line.priceCents * line.quantity, CURRENCY, language)}</span>
                <button
                  type="button"
                  className="cart__remove"
                  aria-label={t('cart.remove', { name: lineName(line) })}
                  onClick={() => lineRemoved(line.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="cart__total">
            <span>{t('cart.total')}</span>
            <strong>{formatMoney(totalCents, CURRENCY, language)}</strong>
          </p>
          <p className="cart__note">{t('cart.checkoutSoon')}</p>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={cartCleared}
          >
            {t('cart.clear')}
          </button>
        </>
      )}
    </section>
  )
}

const lineName = (line: CartLine) => (line.kind === 'track' ? line.title : line.name)

import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '@/components/ui/Loading'
import type { LineProblems } from '@/features/checkout/lib/line-problems'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { selectLines, selectTotalCents, useCart } from '../stores/cart'
import { CartLineItem, CURRENCY } from './CartLineItem'
import './cart.css'

// Its own chunk, loaded when the panel opens with something in it: the form brings zod, which
// the home page must not load.
const CheckoutForm = lazy(() => import('@/features/checkout/components/CheckoutForm'))

export function CartPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(['common', 'checkout'])
  const language = currentLanguage(i18n)
  const lines = useCart(selectLines)
  const totalCents = useCart(selectTotalCents)
  const cartCleared = useCart((state) => state.cartCleared)
  const [problems, setProblems] = useState<LineProblems>({})

  const problemSolved = (lineId: string) => setProblems(({ [lineId]: _solved, ...rest }) => rest)

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
              <CartLineItem
                key={line.id}
                line={line}
                language={language}
                problem={problems[line.id]}
                onChanged={() => problemSolved(line.id)}
              />
            ))}
          </ul>
          <p className="cart__total">
            <span>{t('cart.total')}</span>
            <strong>{formatMoney(totalCents, CURRENCY, language)}</strong>
          </p>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={cartCleared}
          >
            {t('cart.clear')}
          </button>
          <Suspense fallback={<Loading />}>
            <CheckoutForm lines={lines} onProblems={setProblems} />
          </Suspense>
        </>
      )}
    </section>
  )
}

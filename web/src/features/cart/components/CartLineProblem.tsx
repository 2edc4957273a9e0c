import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import type { LineProblem } from '@/lib/line-problems'
import { type CartLine, useCart } from '@/stores/cart'

const CURRENCY = 'EUR'

type Props = { line: CartLine; problem: LineProblem; onResolved: () => void }

/** Why checkout refused this line, and the one-click fix when there is one. */
export function CartLineProblem({ line, problem, onResolved }: Props) {
  const { t, i18n } = useTranslation('checkout')
  const fix = useLineFix(line, problem)
  const message = problemMessage(
    problem,
    (key, options) => t(key, options),
    (cents) => formatMoney(cents, CURRENCY, currentLanguage(i18n)),
  )
  return (
    <p className="cart__problem">
      <span>{message}</span>
      {fix ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => {
            fix.apply()
            onResolved()
          }}
        >
          {t(fix.label, fix.options)}
        </button>
      ) : null}
    </p>
  )
}

type Translate = (key: string, options?: Record<string, unknown>) => string

function problemMessage(problem: LineProblem, t: Translate, money: (cents: number) => string) {
  switch (problem.code) {
    case 'item_unavailable':
      return t('problems.unavailable')
    case 'out_of_stock':
      if (problem.available === null) return t('problems.notEnough')
      if (problem.available < 1) return t('problems.soldOut')
      return t('problems.onlyLeft', { count: problem.available })
    case 'price_changed':
      return problem.priceCents === null
        ? t('problems.priceChanged')
        : t('problems.priceChangedTo', { price: money(problem.priceCents) })
    case 'exclusive_on_hold':
      return t('problems.exclusiveOnHold')
  }
}

/** Lowers the quantity to what is left, or takes the new price: the cart then matches the shop. */
function useLineFix(line: CartLine, problem: LineProblem) {
  const productAdded = useCart((state) => state.productAdded)
  const lineRemoved = useCart((state) => state.lineRemoved)
  const trackLicenceAdded = useCart((state) => state.trackLicenceAdded)

  if (problem.code === 'out_of_stock' && line.kind === 'product' && problem.available) {
    const available = problem.available
    return {
      label: 'problems.lowerTo',
      options: { count: available },
      // Adding none with the new stock clamps the quantity to it.
      apply: () => productAdded({ ...productOf(line), available }, 0),
    }
  }
  if (problem.code === 'price_changed' && problem.priceCents !== null) {
    const priceCents = problem.priceCents
    return {
      label: 'problems.refresh',
      options: {},
      apply: () => {
        if (line.kind === 'product') return productAdded({ ...productOf(line), priceCents }, 0)
        // The store has no price update for a licence: replace the line.
        lineRemoved(line.id)
        const { kind: _kind, id: _id, quantity: _quantity, ...licence } = line
        trackLicenceAdded({ ...licence, priceCents })
      },
    }
  }
  return null
}

const productOf = (line: Extract<CartLine, { kind: 'product' }>) => ({
  slug: line.slug,
  name: line.name,
  priceCents: line.priceCents,
  available: line.available,
  imageUrl: line.imageUrl,
})

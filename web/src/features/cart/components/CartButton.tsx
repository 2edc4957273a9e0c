import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '@/components/ui/Loading'
import { useDismiss } from '@/hooks/use-dismiss'
import { selectCount, useCart } from '../stores/cart'
import { useCartPanel } from '../stores/cart-panel'

// Loaded on first open: the lines, the checkout and their strings are not needed to paint a page.
const CartPanel = lazy(() =>
  import('./CartPanel').then((module) => ({ default: module.CartPanel })),
)

/** The header's cart: its item count, and a panel with the lines when opened. */
export function CartButton() {
  const { t } = useTranslation()
  const count = useCart(selectCount)
  const open = useCartPanel((state) => state.open)
  const cartClosed = useCartPanel((state) => state.cartClosed)
  const cartToggled = useCartPanel((state) => state.cartToggled)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  const containerRef = useRef<HTMLDivElement>(null)

  const close = () => {
    cartClosed()
    buttonRef.current?.focus()
  }
  useDismiss(open, containerRef, (reason) => (reason === 'escape' ? close() : cartClosed()))
  // Opened from elsewhere ("Buy now"): the panel follows the button in the tab order.
  useEffect(() => {
    if (open && !containerRef.current?.contains(document.activeElement)) buttonRef.current?.focus()
  }, [open])

  return (
    <div className="cart" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="cart__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={cartToggled}
      >
        <svg className="cart__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
          <circle cx="10" cy="20" r="1.5" />
          <circle cx="17" cy="20" r="1.5" />
        </svg>
        <span className="visually-hidden">{t('cart.button', { count })}</span>
        <span className="cart__count" aria-hidden="true">
          {count}
        </span>
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="cart__panel">
              <Loading />
            </div>
          }
        >
          <CartPanel id={panelId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  )
}

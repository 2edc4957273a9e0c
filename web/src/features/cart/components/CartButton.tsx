import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyDrawer as Drawer } from '@/components/ui/LazyDrawer'
import { Loading } from '@/components/ui/Loading'
import { selectCount, useCart } from '@/stores/cart'
import { useCartPanel } from '@/stores/cart-panel'
import type { CheckoutSlot } from './CartPanel'

// Loaded on first open: the lines, the checkout and their strings (the `cart` namespace) are not
// needed to paint a page.
const CartPanel = lazy(() =>
  import('./CartPanel').then((module) => ({ default: module.CartPanel })),
)

/** The header's cart: its item count, and a drawer with the lines and the checkout when opened. */
export function CartButton({ checkout }: { checkout: CheckoutSlot }) {
  const { t, i18n } = useTranslation()
  const count = useCart(selectCount)
  const open = useCartPanel((state) => state.open)
  const cartOpened = useCartPanel((state) => state.cartOpened)
  const cartClosed = useCartPanel((state) => state.cartClosed)
  // The strings are fetched beside the panel's code, not once it has arrived and asks for them.
  useEffect(() => {
    if (open) void i18n.loadNamespaces('cart')
  }, [open, i18n])

  return (
    <>
      <button
        type="button"
        className="cart__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={cartOpened}
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
      <Drawer open={open} onClose={cartClosed} title={t('cart.title')} className="cart-drawer">
        {open ? (
          <Suspense fallback={<Loading />}>
            <CartPanel onClose={cartClosed} checkout={checkout} />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  )
}

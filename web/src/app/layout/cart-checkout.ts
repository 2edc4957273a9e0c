import { lazy } from 'react'

// The cart drawer's checkout: the cart feature shows the lines, the checkout feature the form;
// the app puts one in the other. Its own chunk, loaded when the drawer opens with something in
// it: the form brings zod, which the home page must not load.
export const CartCheckout = lazy(() => import('@/features/checkout/components/CheckoutForm'))

import type { Product } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/toast'
import { productLineId, useCart } from '@/stores/cart'
import { toCartProduct } from '../lib/cart-item'

type Props = { product: Product; quantity?: number; className?: string }

/** Adds within stock: disabled when sold out or when the cart already holds every unit. */
export function AddToCartButton({
  product,
  quantity = 1,
  className = 'button button--primary',
}: Props) {
  const { t } = useTranslation('shop')
  const inCart = useCart(
    (state) => state.lines.find((line) => line.id === productLineId(product.slug))?.quantity ?? 0,
  )
  const productAdded = useCart((state) => state.productAdded)
  const room = product.max_per_order - inCart
  const soldOut = product.available < 1

  const add = () => {
    productAdded(toCartProduct(product), Math.min(quantity, room))
    showToast({ tone: 'success', title: t('added', { name: product.name }) })
  }

  return (
    <button type="button" className={`add-to-cart ${className}`} disabled={room < 1} onClick={add}>
      {soldOut ? t('stock.soldOut') : room < 1 ? t('allInCart') : t('addToCart')}
    </button>
  )
}

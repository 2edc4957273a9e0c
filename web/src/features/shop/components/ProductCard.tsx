import type { Product } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import { AddToCartButton } from './AddToCartButton'
import { StockBadge } from './StockBadge'

export function ProductCard({
  product,
  language,
  firstScreen = false,
  largest = false,
}: {
  product: Product
  language: string
  /** On a phone's first screen: the photo loads at once rather than when scrolled to. */
  firstScreen?: boolean
  /** The largest picture of the phone's first screen, asked for before any other. */
  largest?: boolean
}) {
  const { t } = useTranslation('shop')
  const [image] = product.image_urls
  return (
    <li className="product-card">
      {image ? (
        <img
          className="product-card__image"
          {...responsiveImage(image, IMAGE_SIZES.productCard)}
          alt=""
          width={400}
          height={400}
          loading={firstScreen ? 'eager' : 'lazy'}
          decoding="async"
          {...(largest ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <div className="product-card__image product-card__image--empty" aria-hidden="true" />
      )}
      <h2 className="product-card__name">
        <Link className="product-card__link" href={paths.product.build(product.slug)}>
          {product.name}
        </Link>
      </h2>
      <p className="product-card__price">
        <span className="visually-hidden">{t('price')}: </span>
        {formatMoney(product.price_cents, product.currency, language)}
      </p>
      <StockBadge stock={product.stock} available={product.available} />
      <AddToCartButton
        product={product}
        className="button button--primary button--small product-card__add"
      />
    </li>
  )
}

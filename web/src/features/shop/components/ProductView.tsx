import type { Product } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { useBreadcrumbs } from '@/lib/breadcrumbs'
import { IMAGE_SIZES } from '@/lib/image'
import { useSiteOrigin } from '@/lib/server-render'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useJsonLd } from '@/lib/use-json-ld'
import { productJsonLd } from '../lib/product-json-ld'
import { ProductGallery } from './ProductGallery'
import { ProductPurchase } from './ProductPurchase'
import { SpecsTable } from './SpecsTable'

export function ProductView({ product, language }: { product: Product; language: string }) {
  const { t } = useTranslation('shop')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(product.name, settings?.brand_name),
    description: product.description ?? t('product.description', { name: product.name }),
    type: 'product',
    image: product.image_urls[0] ?? null,
    imageAlt: t('gallery.image', {
      name: product.name,
      index: 1,
      total: product.image_urls.length,
    }),
    preloadImage: IMAGE_SIZES.productPhoto,
  })
  const path = paths.product.build(product.slug)
  useJsonLd(productJsonLd(product, useSiteOrigin() + path))
  useBreadcrumbs([
    { name: t('common:nav.shop'), path: paths.shop.build() },
    { name: product.name, path },
  ])

  return (
    <article className="page container product">
      <p className="product__back">
        <Link href={paths.shop.build()}>← {t('product.back')}</Link>
      </p>
      <div className="product__layout">
        <ProductGallery name={product.name} images={product.image_urls} />
        <div className="product__info">
          <h1 className="page__title">{product.name}</h1>
          {product.description ? (
            <p className="product__description">{product.description}</p>
          ) : null}
          <ProductPurchase product={product} language={language} />
        </div>
      </div>
      <SpecsTable specs={product.specs} />
    </article>
  )
}

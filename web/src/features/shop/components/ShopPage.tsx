import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { useSettings } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import { IMAGE_SIZES } from '@/lib/image'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useProducts } from '../api/get-products'
import { CategoryFilter } from './CategoryFilter'
import { ProductCard } from './ProductCard'
import './shop.css'

/**
 * The cards a phone shows before scrolling, whose photos are fetched at once: one, below the
 * intro and the filters. The others load as they near the viewport, rather than compete with it.
 */
const FIRST_SCREEN_CARDS = 1

export default function ShopPage() {
  const { t, i18n } = useTranslation('shop')
  const language = currentLanguage(i18n)
  const { data: settings } = useSettings()
  const [category, setCategory] = useCategoryParam()
  const { data, error, isLoading, mutate } = useProducts(language, category)
  const first = data?.items[0]
  useDocumentMeta({
    title: pageTitle(t('title'), settings?.brand_name),
    description: t('description'),
    // The first card's photo is the phone's largest picture: asked for with the page's first bytes.
    image: first?.image_urls[0],
    imageAlt: first?.name,
    preloadImage: IMAGE_SIZES.productCard,
  })

  return (
    <article className="page container shop" aria-busy={isLoading}>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <CategoryFilter
        categories={data?.categories ?? []}
        active={category}
        onChange={setCategory}
      />
      {error && !data ? (
        <p className="notice" role="alert">
          <ErrorText error={error} />{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {isLoading && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? <p className="notice">{t('empty')}</p> : null}
      <ul className="product-grid">
        {data?.items.map((product, index) => (
          <ProductCard
            key={product.slug}
            product={product}
            language={language}
            firstScreen={index < FIRST_SCREEN_CARDS}
            largest={index === 0}
          />
        ))}
      </ul>
    </article>
  )
}

/** The category filter lives in the address (`?category=`), so a filtered shop can be shared. */
function useCategoryParam() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const category = new URLSearchParams(search).get('category') || null
  const setCategory = (next: string | null) => {
    const params = new URLSearchParams(search)
    if (next) params.set('category', next)
    else params.delete('category')
    const query = params.toString()
    navigate(query ? `${location}?${query}` : location, { replace: true })
  }
  return [category, setCategory] as const
}

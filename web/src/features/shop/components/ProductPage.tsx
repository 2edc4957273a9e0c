import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import NotFoundPage from '@/components/not-found/NotFoundPage'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useProduct } from '../api/get-product'
import { ProductView } from './ProductView'
import './shop.css'

export default function ProductPage() {
  const { t, i18n } = useTranslation('shop')
  const language = currentLanguage(i18n)
  const { slug = '' } = useParams<{ slug: string }>()
  const { data: product, error, mutate } = useProduct(slug, language)

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />
  // keepPreviousData shows the last product while the next loads: only show the one asked for.
  if (product?.slug === slug) return <ProductView product={product} language={language} />
  if (error) {
    return (
      <article className="page container">
        <p className="notice" role="alert">
          <ErrorText error={error} />{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      </article>
    )
  }
  return <Loading fullScreen />
}

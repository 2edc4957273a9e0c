import './sitemap.css'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useSitemap } from '../api/get-sitemap'
import { KNOWN_PAGES, PAGE_KEYS } from './page-names'
import { type SitemapLink, SitemapSection } from './SitemapSection'

export default function SitemapPage() {
  const { t } = useTranslation('sitemap')
  const { data: settings } = useSettings()
  const { data, error, isLoading, mutate } = useSitemap()
  useDocumentMeta({
    title: pageTitle(t('title'), settings?.brand_name),
    description: t('description'),
  })

  const pages: SitemapLink[] = (data?.pages ?? KNOWN_PAGES).map((path) => {
    const key = PAGE_KEYS[path]
    return { href: path, label: key ? t(`pages.${key}`) : path }
  })
  const tracks: SitemapLink[] = (data?.tracks ?? []).map((track) => ({
    href: paths.track.build(track.slug),
    label: track.title,
  }))
  const products: SitemapLink[] = (data?.products ?? []).map((product) => ({
    href: paths.product.build(product.slug),
    label: product.name,
  }))
  const errorCode = error instanceof ApiError ? error.code : 'unknown'

  return (
    <article className="page container sitemap" aria-busy={isLoading}>
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__intro">{t('intro')}</p>
      {error && !data ? (
        <p className="notice" role="alert">
          {t('error')} <ErrorText code={errorCode} />{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {isLoading ? (
        <p className="sitemap__loading" role="status">
          {t('loading')}
        </p>
      ) : null}
      <div className="sitemap__grid">
        <SitemapSection id="pages" heading={t('sections.pages')} links={pages} />
        {data ? (
          <>
            <SitemapSection
              id="tracks"
              heading={t('sections.tracks')}
              links={tracks}
              empty={<p className="sitemap__empty">{t('empty.tracks')}</p>}
            />
            <SitemapSection
              id="products"
              heading={t('sections.products')}
              links={products}
              empty={<p className="sitemap__empty">{t('empty.products')}</p>}
            />
          </>
        ) : null}
      </div>
    </article>
  )
}

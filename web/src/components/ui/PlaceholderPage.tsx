import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'

export type PlaceholderPageKey =
  | 'licences'
  | 'shop'
  | 'product'
  | 'track'
  | 'tracks'
  | 'sitemap'
  | 'bookSession'
  | 'production'
  | 'djSets'
  | 'mixingMastering'
  | 'privateSessions'
  | 'clubPerformance'
  | 'festivalPerformance'
  | 'paymentSuccess'

/** A page whose content is still to come: its translated heading, one sentence and its meta. */
export function PlaceholderPage({ page }: { page: PlaceholderPageKey }) {
  const { t } = useTranslation('pages')
  const { data: settings } = useSettings()
  const title = t(`${page}.title`)
  useDocumentMeta({
    title: pageTitle(title, settings?.brand_name),
    description: t(`${page}.description`),
  })
  return (
    <article className="page container">
      <h1 className="page__title">{title}</h1>
      <p className="page__intro">{t(`${page}.intro`)}</p>
    </article>
  )
}

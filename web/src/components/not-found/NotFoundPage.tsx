import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { useNotFoundStatus } from '@/lib/server-render'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'

export default function NotFoundPage() {
  const { t } = useTranslation('not-found')
  const { data: settings } = useSettings()
  useNotFoundStatus()
  useDocumentMeta({
    title: pageTitle(t('title'), settings?.brand_name),
    description: t('description'),
    noindex: true,
  })
  return (
    <article className="page container not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('heading')}</h1>
      <p className="page__intro">{t('body')}</p>
      <ul className="not-found__links">
        <li>
          <Link className="button button--primary" href={paths.home.build()}>
            {t('home')}
          </Link>
        </li>
        <li>
          <Link className="button button--ghost" href={paths.sitemap.build()}>
            {t('sitemap')}
          </Link>
        </li>
      </ul>
    </article>
  )
}

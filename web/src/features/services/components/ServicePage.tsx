import type { PublicSettings } from '@contract/site/site.ts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '@/components/ui/Loading'
import { PressKitLink } from '@/components/ui/PressKitLink'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import './services.css'

export type ServicePageKey =
  | 'production'
  | 'mixingMastering'
  | 'privateSessions'
  | 'clubPerformance'
  | 'festivalPerformance'
  | 'djSets'

/** The frame of every service page: title, meta, intro, then its content once settings are in. */
export function ServicePage({
  page,
  children,
}: {
  page: ServicePageKey
  children: (settings: PublicSettings) => ReactNode
}) {
  const { t } = useTranslation('services')
  const { data: settings, error, mutate } = useSettings()
  const title = t(`${page}.title`)
  useDocumentMeta({
    title: pageTitle(title, settings?.brand_name),
    description: t(`${page}.description`),
  })
  return (
    <article className="page container service">
      <header className="service__head">
        <h1 className="page__title">{title}</h1>
        <p className="page__intro">{t(`${page}.intro`)}</p>
      </header>
      {settings ? (
        children(settings)
      ) : error ? (
        <p className="notice" role="alert">
          {t('loadError')}{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <Loading />
      )}
      <PressKitLink />
    </article>
  )
}

import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { DeliverySteps } from './DeliverySteps'
import { LicenceComparison } from './LicenceComparison'
import { LicenceFaq } from './LicenceFaq'
import { LicenceTiersTable } from './LicenceTiersTable'
import './licences.css'

export default function LicencesPage() {
  const { t } = useTranslation('licences')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(t('title'), settings?.brand_name),
    description: t('description'),
  })
  return (
    <article className="page container licences-page">
      <h1 className="page__title">{t('heading')}</h1>
      <p className="page__intro">{t('intro')}</p>
      <LicenceComparison />
      <LicenceTiersTable />
      <DeliverySteps />
      <LicenceFaq />
      <p className="licences-page__cta">
        <Link className="button button--primary" href={paths.tracks.build()}>
          {t('cta')}
        </Link>
      </p>
    </article>
  )
}

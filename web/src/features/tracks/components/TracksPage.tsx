import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useTracks } from '../api/get-tracks'
import { useTrackFilters } from '../hooks/use-track-filters'
import { PreviewAudio } from './PreviewAudio'
import { TrackFiltersForm } from './TrackFiltersForm'
import { TrackResults } from './TrackResults'
import './tracks.css'

export default function TracksPage() {
  const { t, i18n } = useTranslation('tracks')
  const language = currentLanguage(i18n)
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(t('list.title'), settings?.brandName),
    description: t('list.description'),
  })
  const { filters, filtersChanged, filtersCleared } = useTrackFilters()
  const first = useTracks(filters, language)

  return (
    <article className="page container tracks-page">
      <h1 className="page__title">{t('list.heading')}</h1>
      <p className="page__intro">{t('list.intro')}</p>
      <TrackFiltersForm
        filters={filters}
        genres={first.data?.genres ?? []}
        onChange={filtersChanged}
        onClear={filtersCleared}
      />
      <TrackResults filters={filters} language={language} first={first} onClear={filtersCleared} />
      <PreviewAudio />
    </article>
  )
}

import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyDrawer as Drawer } from '@/components/ui/LazyDrawer'
import { useSettings } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useTracks } from '../api/get-tracks'
import { activeFilterCount, useTrackFilters } from '../hooks/use-track-filters'
import { TrackFiltersForm } from './TrackFiltersForm'
import { TrackResults } from './TrackResults'
import './tracks.css'

export default function TracksPage() {
  const { t, i18n } = useTranslation('tracks')
  const language = currentLanguage(i18n)
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(t('list.title'), settings?.brand_name),
    description: t('list.description'),
  })
  const { filters, filtersChanged, filtersCleared } = useTrackFilters()
  const first = useTracks(filters, language)
  const [sheetOpen, setSheetOpen] = useState(false)
  const active = activeFilterCount(filters)
  const form = (
    <TrackFiltersForm
      filters={filters}
      genres={first.data?.genres ?? []}
      onChange={filtersChanged}
      onClear={filtersCleared}
    />
  )

  return (
    <article className="page container tracks-page">
      <h1 className="page__title">{t('list.heading')}</h1>
      <p className="page__intro">{t('list.intro')}</p>
      {/* A phone opens the filters as a sheet; a wider screen shows them above the list. */}
      <div className="tracks-page__inline-filters">{form}</div>
      <button
        type="button"
        className="button button--ghost tracks-page__filter-button"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen(true)}
      >
        {t('filters.open')}
        {active > 0 ? (
          <span className="tracks-page__filter-count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t('filters.active', { count: active })}</span>
          </span>
        ) : null}
      </button>
      <Drawer
        side="bottom"
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('filters.label')}
        footer={
          <button
            type="button"
            className="button button--primary tracks-page__show"
            onClick={() => setSheetOpen(false)}
          >
            {first.data ? t('filters.show', { count: first.data.total }) : t('filters.done')}
          </button>
        }
      >
        {sheetOpen ? form : null}
      </Drawer>
      <TrackResults filters={filters} language={language} first={first} onClear={filtersCleared} />
    </article>
  )
}

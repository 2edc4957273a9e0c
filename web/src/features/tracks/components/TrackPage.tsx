import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import NotFoundPage from '@/components/not-found/NotFoundPage'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { ApiError } from '@/lib/api-client'
import { currentLanguage } from '@/lib/i18n'
import { useTrack } from '../api/get-track'
import { TrackView } from './TrackView'
import './tracks.css'

/** `/track/:slug`: the track, or the not-found page for an unknown or unpublished slug. */
export default function TrackPage() {
  const { t, i18n } = useTranslation(['tracks', 'common'])
  const { slug = '' } = useParams<{ slug: string }>()
  const { data, error, mutate } = useTrack(slug, currentLanguage(i18n))

  if (error instanceof ApiError && error.code === 'track_not_found') return <NotFoundPage />
  if (error) {
    return (
      <div className="page container">
        <p className="notice" role="alert">
          <ErrorText error={error} />{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('retry')}
          </button>
        </p>
      </div>
    )
  }
  // Keeps the previous track on screen only while it is the one asked for.
  if (!data || data.slug !== slug) return <Loading fullScreen />
  return <TrackView track={data} />
}

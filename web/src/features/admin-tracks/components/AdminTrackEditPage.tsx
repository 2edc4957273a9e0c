import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { AdminSection } from '@/components/admin/AdminSection'
import { CatalogueEditPage } from '@/components/admin/CatalogueEditPage'
import { paths } from '@/config/paths'
import { useAdminTrack } from '../api/track'
import { TRACKS } from '../lib/track-kind'
import { PublishPanel } from './PublishPanel'
import { TrackFiles } from './TrackFiles'
import { TrackForm } from './TrackForm'

/** /admin/tracks/new and /admin/tracks/{id}: a track's details, its files and publishing. */
export default function AdminTrackEditPage() {
  const { t } = useTranslation(['admin-tracks', 'admin'])
  const { id } = useParams<{ id?: string }>()
  return (
    <CatalogueEditPage
      kind={TRACKS}
      id={id}
      query={useAdminTrack(id)}
      areaTitle={t('admin:nav.tracks')}
      intro={(track) => `${track.artist} · /${track.slug}`}
      publicPage={(track) =>
        track.is_published ? { path: paths.track.build(track.slug), label: t('viewOnSite') } : null
      }
      newForm={<TrackForm />}
    >
      {(loaded) => (
        <div className="track-edit">
          <div className="track-edit__side">
            <AdminSection title={t('sections.publishing')}>
              <PublishPanel track={loaded} />
            </AdminSection>
            <AdminSection title={t('sections.files')}>
              <TrackFiles track={loaded} />
            </AdminSection>
          </div>
          <AdminSection title={t('sections.details')}>
            <TrackForm key={loaded.id} track={loaded} />
          </AdminSection>
        </div>
      )}
    </CatalogueEditPage>
  )
}

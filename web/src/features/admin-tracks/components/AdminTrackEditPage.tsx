import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { AdminSection } from '@/components/admin/AdminSection'
import { QueryState } from '@/components/admin/QueryState'
import { outsideAdmin, paths } from '@/config/paths'
import { useAdminTrack } from '../api/track'
import { DeleteTrackButton } from './DeleteTrackButton'
import { PublishPanel } from './PublishPanel'
import { TrackFiles } from './TrackFiles'
import { TrackForm } from './TrackForm'

/** /admin/tracks/new and /admin/tracks/{id}: a track's details, its files and publishing. */
export default function AdminTrackEditPage() {
  // 'forms' too: the page's forms render once their data is in, and a namespace loaded only then
  // would hide the whole page again (Suspense) while it arrives.
  const { t } = useTranslation(['admin-tracks', 'admin', 'forms'])
  const { id } = useParams<{ id?: string }>()
  const { data: track, error, mutate } = useAdminTrack(id)
  const back = { href: '/tracks', label: t('back') }

  if (!id) {
    return (
      <AdminPage title={t('newTitle')} intro={t('newIntro')} back={back}>
        <AdminSection title={t('sections.details')}>
          <TrackForm />
        </AdminSection>
      </AdminPage>
    )
  }
  return (
    <AdminPage
      title={track?.title ?? t('admin:nav.tracks')}
      intro={track ? `${track.artist} · /${track.slug}` : undefined}
      back={back}
      actions={track ? <TrackActions track={track} /> : null}
    >
      <QueryState data={track} error={error} onRetry={() => void mutate()}>
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
      </QueryState>
    </AdminPage>
  )
}

function TrackActions({ track }: { track: AdminTrack }) {
  const { t } = useTranslation('admin-tracks')
  const [, navigate] = useLocation()
  return (
    <>
      {track.is_published ? (
        <Link
          className="button button--ghost button--small"
          href={outsideAdmin(paths.track.build(track.slug))}
        >
          {t('viewOnSite')}
        </Link>
      ) : null}
      <DeleteTrackButton track={track} onDeleted={() => navigate('/tracks')} />
    </>
  )
}

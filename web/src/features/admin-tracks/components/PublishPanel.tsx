import type { AdminTrack } from '@contract/admin/tracks.ts'
import { useTranslation } from 'react-i18next'
import { missingParts, PARTS, trackHas } from '../lib/track-parts'
import { PublishSwitch } from './PublishSwitch'

/** What publishing needs, ticked off, and the switch that puts the track on the site. */
export function PublishPanel({ track }: { track: AdminTrack }) {
  const { t } = useTranslation('admin-tracks')
  const incomplete = missingParts(track).length > 0
  return (
    <div className="track-publish">
      <ul className="track-checklist" aria-label={t('publish.checklist')}>
        {PARTS.map((part) => {
          const done = trackHas(track, part)
          return (
            <li key={part} data-done={done}>
              <span aria-hidden="true" className="track-checklist__mark">
                {done ? '✓' : '✗'}
              </span>
              {t(`parts.${part}`)}
              <span className="track-checklist__state">
                {done ? t('publish.ready') : t('publish.missingOne')}
              </span>
            </li>
          )
        })}
      </ul>
      {incomplete && !track.is_published ? (
        <p className="admin-muted">{t('publish.incompleteHint')}</p>
      ) : null}
      <PublishSwitch track={track} withText />
      {track.sold_count > 0 ? (
        <p className="admin-muted">{t('delete.soldNote', { count: track.sold_count })}</p>
      ) : null}
    </div>
  )
}

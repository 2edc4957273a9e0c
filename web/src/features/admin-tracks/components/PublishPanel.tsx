import { type AdminTrack, TRACK_PARTS } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { PublishSwitch } from './PublishSwitch'

const hasPart: Record<(typeof TRACK_PARTS)[number], (track: AdminTrack) => boolean> = {
  cover: (track) => track.cover_path !== null,
  preview: (track) => track.preview_path !== null,
  audio: (track) => track.has_audio,
  duration: (track) => track.duration_seconds !== null,
}

/** What publishing needs, ticked off, and the switch that puts the track on the site. */
export function PublishPanel({ track }: { track: AdminTrack }) {
  const { t } = useTranslation('admin-tracks')
  return (
    <>
      <ul className="track-checklist" aria-label={t('publish.checklist')}>
        {TRACK_PARTS.map((part) => {
          const done = hasPart[part](track)
          return (
            <li key={part} data-done={done}>
              {t(`parts.${part}`)}
              <span className="visually-hidden">
                : {done ? t('publish.ready') : t('publish.missingOne')}
              </span>
            </li>
          )
        })}
      </ul>
      <PublishSwitch track={track} withText />
    </>
  )
}

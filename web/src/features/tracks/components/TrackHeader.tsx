import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { formatDuration } from '@/lib/format'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import type { TrackDetail } from '../api/get-track'
import { isoDuration } from '../utils/duration'

const COVER_SIZE = 480

export function TrackHeader({ track }: { track: TrackDetail }) {
  const { t } = useTranslation('tracks')
  return (
    <header className="track-header">
      {track.cover_url ? (
        <img
          className="track-header__cover"
          {...responsiveImage(track.cover_url, IMAGE_SIZES.trackCover)}
          alt={t('detail.cover', { title: track.title })}
          width={COVER_SIZE}
          height={COVER_SIZE}
          decoding="async"
          fetchPriority="high"
        />
      ) : (
        <div className="track-header__cover track-header__cover--empty" aria-hidden="true" />
      )}
      <div className="track-header__text">
        <p className="track-header__back">
          <Link href={paths.tracks.build()}>{t('detail.back')}</Link>
        </p>
        <h1 className="page__title track-header__title">{track.title}</h1>
        <p className="track-header__artist">{track.artist}</p>
        <dl className="track-header__facts">
          <div>
            <dt>{t('genre')}</dt>
            <dd>{track.genre}</dd>
          </div>
          <div>
            <dt>{t('tempo')}</dt>
            <dd>{t('bpm', { bpm: track.bpm })}</dd>
          </div>
          {track.duration_seconds !== null ? (
            <div>
              <dt>{t('duration')}</dt>
              <dd>
                <time dateTime={isoDuration(track.duration_seconds)}>
                  {formatDuration(track.duration_seconds)}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
        {track.description
          ? track.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="track-header__description">
                {paragraph}
              </p>
            ))
          : null}
      </div>
    </header>
  )
}

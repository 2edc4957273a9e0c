import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PlayButton } from '@/components/player/PlayButton'
import { paths } from '@/config/paths'
import { formatDuration } from '@/lib/format'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import type { TrackDetail } from '../api/get-track'
import { isoDuration } from '../utils/duration'

const COVER_SIZE = 480

/** The cover with its play button, the title, and `buy` (the price and add to cart) beside it. */
export function TrackHeader({ track, buy }: { track: TrackDetail; buy: ReactNode }) {
  const { t } = useTranslation('tracks')
  return (
    <header className="track-header">
      <div className="track-header__media">
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
        {track.preview_url ? (
          <div className="track-header__play">
            <PlayButton track={track} queue={[track, ...track.related]} large />
          </div>
        ) : null}
      </div>
      <div className="track-header__text">
        <p className="track-header__back">
          <Link href={paths.tracks.build()}>{t('detail.back')}</Link>
        </p>
        <h1 className="page__title track-header__title">{track.title}</h1>
        <p className="track-header__artist">{track.artist}</p>
        {buy}
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

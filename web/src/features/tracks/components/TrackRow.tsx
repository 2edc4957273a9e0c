import type { TrackSummary } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PlayButton } from '@/components/player/PlayButton'
import { paths } from '@/config/paths'
import { formatDuration, formatMoney } from '@/lib/format'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import { selectCurrent, usePlayer } from '@/stores/player'
import { LICENCE_TYPES } from '../hooks/use-licence-in-cart'
import { isoDuration } from '../utils/duration'
import { AddLicenceButton } from './AddLicenceButton'

export const COVER_SIZE = 72

type Props = {
  track: TrackSummary
  language: string
  /** The list shown: what the player goes on with after this track. */
  queue: TrackSummary[]
}

export function TrackRow({ track, language, queue }: Props) {
  const { t } = useTranslation(['tracks', 'common'])
  // The track in the player (playing or paused) is marked, as music apps mark the current song.
  const current = usePlayer((state) => selectCurrent(state)?.slug === track.slug)
  return (
    <li className={current ? 'track-row track-row--current' : 'track-row'}>
      {track.cover_url ? (
        <img
          className="track-row__cover"
          {...responsiveImage(track.cover_url, IMAGE_SIZES.thumbnail, 160)}
          alt=""
          width={COVER_SIZE}
          height={COVER_SIZE}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="track-row__cover track-row__cover--empty" aria-hidden="true" />
      )}
      <PlayButton track={track} queue={queue} />
      <div className="track-row__info">
        <h2 className="track-row__title">
          <Link href={paths.track.build(track.slug)}>{track.title}</Link>
          {current ? (
            <span className="track-row__now">
              <span className="track-row__bars" aria-hidden="true" />
              <span className="visually-hidden">{t('common:player.nowPlaying')}</span>
            </span>
          ) : null}
        </h2>
        <p className="track-row__meta">
          <span>{track.genre}</span>
          <span>{t('bpm', { bpm: track.bpm })}</span>
          {track.duration_seconds !== null ? (
            <span>
              <span className="visually-hidden">{t('duration')}: </span>
              <time dateTime={isoDuration(track.duration_seconds)}>
                {formatDuration(track.duration_seconds)}
              </time>
            </span>
          ) : null}
        </p>
      </div>
      <ul className="track-row__licences">
        {LICENCE_TYPES.map((licence) => (
          <li key={licence} className="track-row__licence">
            <AddLicenceButton
              track={track}
              licence={licence}
              label={`${t(`licence.short.${licence}`)} ${formatMoney(track.prices[licence], track.currency, language)}`}
            />
          </li>
        ))}
      </ul>
    </li>
  )
}

import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { AddLicenceButton } from '@/features/tracks/components/AddLicenceButton'
import { formatDuration, formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import { type QueuedTrack, usePlayer } from '@/stores/player'
import './player-bar.css'

/** The player bar's controls for the track loaded, and the lock screen's (Media Session). */
export default function PlayerControls({ track }: { track: QueuedTrack }) {
  const { t, i18n } = useTranslation(['common', 'tracks'])
  const { playing, time, duration, index, queue } = usePlayer()
  const playPaused = usePlayer((state) => state.playPaused)
  const skipped = usePlayer((state) => state.skipped)
  const seeked = usePlayer((state) => state.seeked)
  useMediaSession(track)

  const current = formatDuration(time)
  const total = duration > 0 ? formatDuration(duration) : '–:––'
  return (
    <section className="player-bar" aria-label={t('player.label')}>
      <div className="container player-bar__inner">
        {track.cover_url ? (
          <img
            className="player-bar__cover"
            {...responsiveImage(track.cover_url, IMAGE_SIZES.smallThumbnail, 160)}
            alt=""
            width={48}
            height={48}
          />
        ) : (
          <span className="player-bar__cover" aria-hidden="true" />
        )}
        <p className="player-bar__now">
          <span className="visually-hidden">{t('player.nowPlaying')}: </span>
          <Link className="player-bar__title" href={paths.track.build(track.slug)}>
            {track.title}
          </Link>
          <span className="player-bar__meta">{track.genre}</span>
        </p>
        <div className="player-bar__buttons">
          <button
            type="button"
            className="player-bar__button"
            onClick={() => skipped(-1)}
            disabled={index <= 0 && time <= 3}
          >
            <span className="player-bar__icon player-bar__icon--previous" aria-hidden="true" />
            <span className="visually-hidden">{t('player.previous')}</span>
          </button>
          <button
            type="button"
            className="preview-button"
            aria-pressed={playing}
            onClick={playPaused}
          >
            <span
              className={playing ? 'preview-button__pause' : 'preview-button__play'}
              aria-hidden="true"
            />
            <span className="visually-hidden">
              {t('player.playPreview', { title: track.title })}
            </span>
          </button>
          <button
            type="button"
            className="player-bar__button"
            onClick={() => skipped(1)}
            disabled={index >= queue.length - 1}
          >
            <span className="player-bar__icon player-bar__icon--next" aria-hidden="true" />
            <span className="visually-hidden">{t('player.next')}</span>
          </button>
        </div>
        <div className="player-bar__progress">
          <input
            type="range"
            min={0}
            max={Math.max(duration, 1)}
            step={1}
            value={Math.min(Math.floor(time), Math.max(duration, 1))}
            disabled={duration === 0}
            aria-label={t('player.seek')}
            aria-valuetext={t('player.position', { current, total })}
            onChange={(event) => seeked(Number(event.target.value))}
          />
          <span className="player-bar__time" aria-hidden="true">
            {current} / {total}
          </span>
        </div>
        <div className="player-bar__cart">
          <span className="player-bar__price">
            {t('tracks:licence.short.private')}{' '}
            <strong>
              {formatMoney(track.prices.private, track.currency, currentLanguage(i18n))}
            </strong>
          </span>
          <AddLicenceButton track={track} licence="private" />
        </div>
      </div>
    </section>
  )
}

/** The lock screen's and the headset's controls, for the track loaded. */
function useMediaSession(track: QueuedTrack) {
  const playPaused = usePlayer((state) => state.playPaused)
  const skipped = usePlayer((state) => state.skipped)
  const seeked = usePlayer((state) => state.seeked)
  useEffect(() => {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return
    const session = navigator.mediaSession
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist,
      album: track.genre,
      artwork: track.cover_url ? [{ src: track.cover_url, sizes: '480x480' }] : [],
    })
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', playPaused],
      ['pause', playPaused],
      ['previoustrack', () => skipped(-1)],
      ['nexttrack', () => skipped(1)],
      ['seekto', (details) => details.seekTime !== undefined && seeked(details.seekTime)],
    ]
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null)
        } catch {}
      }
    }
  }, [track, playPaused, skipped, seeked])
}

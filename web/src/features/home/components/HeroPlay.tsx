import type { TrackSummary } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { selectIsPlaying, usePlayer } from '@/stores/player'

/**
 * Music from the first screen: the newest track's preview, played in the site's player (the bar
 * at the bottom), with the featured tracks as its queue. Like the other play buttons it is a
 * toggle: its name stays "Play preview of …" and `aria-pressed` says whether it plays.
 */
export function HeroPlay({ tracks }: { tracks: TrackSummary[] }) {
  const { t } = useTranslation(['pages', 'common'])
  const track = tracks.find((candidate) => candidate.preview_url !== null)
  const playing = usePlayer(selectIsPlaying(track?.slug ?? ''))
  const trackToggled = usePlayer((state) => state.trackToggled)
  if (!track) return null
  return (
    <button
      type="button"
      className="hero__play"
      aria-pressed={playing}
      onClick={() => trackToggled(track, tracks)}
    >
      <span className="hero__play-icon" aria-hidden="true">
        <span className={playing ? 'preview-button__pause' : 'preview-button__play'} />
      </span>
      <span className="hero__play-text" aria-hidden="true">
        <span className="hero__play-kicker">{t('home.hero.newest')}</span>
        <span className="hero__play-title">{track.title}</span>
      </span>
      <span className="visually-hidden">
        {t('common:player.playPreview', { title: track.title })}
      </span>
    </button>
  )
}

import type { TrackSummary } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { selectIsPlaying, usePlayer } from '@/stores/player'

type Props = {
  track: TrackSummary
  /** The list the button is shown in: the player's queue once it plays. */
  queue: TrackSummary[]
  large?: boolean
}

/** A toggle: its name stays "Play preview of …" and `aria-pressed` says whether it plays. */
export function PlayButton({ track, queue, large = false }: Props) {
  const { t } = useTranslation()
  const playing = usePlayer(selectIsPlaying(track.slug))
  const trackToggled = usePlayer((state) => state.trackToggled)
  const size = large ? ' preview-button--large' : ''
  if (!track.preview_url) {
    return (
      <span className={`preview-button preview-button--none${size}`} title={t('player.noPreview')}>
        <span className="visually-hidden">{t('player.noPreview')}</span>
      </span>
    )
  }
  return (
    <button
      type="button"
      className={`preview-button${size}`}
      aria-pressed={playing}
      onClick={() => trackToggled(track, queue)}
    >
      <span
        className={playing ? 'preview-button__pause' : 'preview-button__play'}
        aria-hidden="true"
      />
      <span className="visually-hidden">{t('player.playPreview', { title: track.title })}</span>
    </button>
  )
}

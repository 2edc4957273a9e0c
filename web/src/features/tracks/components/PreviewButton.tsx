import { useTranslation } from 'react-i18next'
import { selectIsPlaying, usePreviewPlayer } from '../stores/preview-player'

type Props = { slug: string; title: string; previewUrl: string | null }

/** A toggle: its name stays "Play preview of …" and `aria-pressed` says whether it plays. */
export function PreviewButton({ slug, title, previewUrl }: Props) {
  const { t } = useTranslation('tracks')
  const playing = usePreviewPlayer(selectIsPlaying(slug))
  const previewToggled = usePreviewPlayer((state) => state.previewToggled)
  if (!previewUrl) {
    return (
      <span className="preview-button preview-button--none" title={t('list.noPreview')}>
        <span className="visually-hidden">{t('list.noPreview')}</span>
      </span>
    )
  }
  return (
    <button
      type="button"
      className="preview-button"
      aria-pressed={playing}
      onClick={() => previewToggled(slug, previewUrl)}
    >
      <span
        className={playing ? 'preview-button__pause' : 'preview-button__play'}
        aria-hidden="true"
      />
      <span className="visually-hidden">{t('list.playPreview', { title })}</span>
    </button>
  )
}

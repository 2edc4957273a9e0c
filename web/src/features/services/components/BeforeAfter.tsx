import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePlayer } from '@/stores/player'

type Side = 'before' | 'after'

type Props = { beforeUrl: string; afterUrl: string }

/**
 * The same passage before and after mixing and mastering: one play button, and a switch between
 * the two that carries on from the same moment, so the ear compares like with like.
 */
export function BeforeAfter({ beforeUrl, afterUrl }: Props) {
  const { t } = useTranslation('services')
  const id = useId()
  const [side, setSide] = useState<Side>('before')
  const [playing, setPlaying] = useState(false)
  // Nothing is downloaded until the visitor first presses play; then both load, to switch at once.
  const [primed, setPrimed] = useState(false)
  const beforeRef = useRef<HTMLAudioElement>(null)
  const afterRef = useRef<HTMLAudioElement>(null)
  const audio = { before: beforeRef, after: afterRef }
  const current = () => audio[side].current

  // Leaving the page stops the comparison.
  useEffect(() => {
    const before = beforeRef.current
    const after = afterRef.current
    return () => {
      before?.pause()
      after?.pause()
    }
  }, [])

  const play = (element: HTMLAudioElement | null) => {
    if (!element) return
    // The site's player bar stops: one sound at a time.
    usePlayer.getState().audio?.pause()
    setPrimed(true)
    Promise.resolve(element.play()).catch(() => setPlaying(false))
    setPlaying(true)
  }
  const toggle = () => {
    const element = current()
    if (!element) return
    if (playing) {
      element.pause()
      setPlaying(false)
    } else play(element)
  }
  const switchTo = (next: Side) => {
    if (next === side) return
    const from = current()
    const to = audio[next].current
    setSide(next)
    if (!from || !to) return
    to.currentTime = from.currentTime
    if (playing) {
      from.pause()
      play(to)
    }
  }
  const ended = () => setPlaying(false)

  return (
    <div className="before-after">
      <button
        type="button"
        className="preview-button preview-button--large"
        aria-pressed={playing}
        onClick={toggle}
      >
        <span
          className={playing ? 'preview-button__pause' : 'preview-button__play'}
          aria-hidden="true"
        />
        <span className="visually-hidden">{t('mixingMastering.compare.play')}</span>
      </button>
      <fieldset className="before-after__switch">
        <legend className="visually-hidden">{t('mixingMastering.compare.version')}</legend>
        {(['before', 'after'] as const).map((option) => (
          <label key={option} className="before-after__option">
            <input
              type="radio"
              name={`${id}-side`}
              value={option}
              checked={side === option}
              onChange={() => switchTo(option)}
            />
            <span>{t(`mixingMastering.compare.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="before-after__now" aria-live="polite">
        {t(`mixingMastering.compare.${side}Long`)}
      </p>
      {/* biome-ignore lint/a11y/useMediaCaption: instrumental music, nothing to caption */}
      <audio ref={beforeRef} src={beforeUrl} preload={primed ? 'auto' : 'none'} onEnded={ended} />
      {/* biome-ignore lint/a11y/useMediaCaption: instrumental music, nothing to caption */}
      <audio ref={afterRef} src={afterUrl} preload={primed ? 'auto' : 'none'} onEnded={ended} />
    </div>
  )
}

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type WaveSurfer from 'wavesurfer.js'
import { formatDuration } from '@/lib/format'

type Props = { url: string; title: string }
type Status = 'loading' | 'ready' | 'error'

const cssColor = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || undefined

/**
 * The preview with its waveform. wavesurfer.js is loaded here only, on demand, so no other page
 * downloads it. The range input is the keyboard's way to seek; the waveform answers the pointer.
 */
export function WaveformPlayer({ url, title }: Props) {
  const { t } = useTranslation('tracks')
  const containerRef = useRef<HTMLDivElement>(null)
  const [player, setPlayer] = useState<WaveSurfer | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)

  useEffect(() => {
    let cancelled = false
    let instance: WaveSurfer | undefined
    import('wavesurfer.js')
      .then(({ default: WaveSurferClass }) => {
        const container = containerRef.current
        if (cancelled || !container) return
        instance = WaveSurferClass.create({
          container,
          url,
          height: 96,
          barWidth: 2,
          barGap: 2,
          barRadius: 2,
          normalize: true,
          dragToSeek: true,
          waveColor: cssColor(container, '--color-muted'),
          progressColor: cssColor(container, '--color-accent'),
          cursorColor: cssColor(container, '--color-focus'),
        })
        instance.on('ready', (seconds) => {
          setDuration(seconds)
          setStatus('ready')
        })
        instance.on('timeupdate', setTime)
        instance.on('play', () => setPlaying(true))
        instance.on('pause', () => setPlaying(false))
        instance.on('finish', () => setPlaying(false))
        instance.on('error', () => setStatus('error'))
        setPlayer(instance)
      })
      .catch(() => {
        if (!cancelled) setStatus('error')
      })
    return () => {
      cancelled = true
      instance?.destroy()
    }
  }, [url])

  const current = formatDuration(time)
  // The preview's own length, known once wavesurfer has read it (shorter than the full track).
  const total = status === 'ready' ? formatDuration(duration) : '–:––'
  return (
    <div className="waveform-player" aria-busy={status === 'loading'}>
      <button
        type="button"
        className="preview-button preview-button--large"
        aria-pressed={playing}
        disabled={!player || status === 'error'}
        onClick={() => void player?.playPause()}
      >
        <span
          className={playing ? 'preview-button__pause' : 'preview-button__play'}
          aria-hidden="true"
        />
        <span className="visually-hidden">{t('list.playPreview', { title })}</span>
      </button>
      <div className="waveform-player__track">
        <div ref={containerRef} className="waveform-player__wave" aria-hidden="true" />
        <input
          className="waveform-player__seek"
          type="range"
          min={0}
          max={Math.max(duration, 1)}
          step={1}
          value={Math.min(Math.floor(time), Math.max(duration, 1))}
          disabled={status !== 'ready'}
          aria-label={t('player.seek')}
          aria-valuetext={t('player.position', { current, total })}
          onChange={(event) => {
            // Shown at once, so that repeated arrow presses add up before wavesurfer reports back.
            const seconds = Number(event.target.value)
            setTime(seconds)
            player?.setTime(seconds)
          }}
        />
        <p className="waveform-player__time">
          <span>{current}</span> / <span>{total}</span>
        </p>
        {status === 'error' ? (
          <p className="field-error" role="alert">
            {t('player.error')}
          </p>
        ) : null}
      </div>
    </div>
  )
}

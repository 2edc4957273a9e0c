import type { TrackSummary } from '@contract/site.ts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type WaveSurfer from 'wavesurfer.js'
import { PlayButton } from '@/components/player/PlayButton'
import { formatDuration } from '@/lib/format'
import { selectCurrent, usePlayer } from '@/stores/player'

type Props = {
  track: TrackSummary & { preview_url: string }
  /** What the player goes on with: this track and its related tracks. */
  queue: TrackSummary[]
}
type Status = 'loading' | 'ready' | 'error'

const cssColor = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || undefined

/**
 * The preview's waveform on the track page. The sound comes from the site's one player (the bar
 * at the bottom), so it goes on across pages; the waveform draws the preview and follows that
 * player while this track is the one loaded. wavesurfer.js is loaded here only, on demand. The
 * range input is the keyboard's way to seek; the waveform answers the pointer.
 */
export function WaveformPlayer({ track, queue }: Props) {
  const { t } = useTranslation()
  const containerRef = useRef<HTMLDivElement>(null)
  const [wave, setWave] = useState<WaveSurfer | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [duration, setDuration] = useState(0)
  const isCurrent = usePlayer((state) => selectCurrent(state)?.slug === track.slug)
  const time = usePlayer((state) => (selectCurrent(state)?.slug === track.slug ? state.time : 0))
  const trackToggled = usePlayer((state) => state.trackToggled)
  const seeked = usePlayer((state) => state.seeked)

  // Seeking another track's waveform starts this one there.
  const seekTo = (seconds: number) => {
    if (!isCurrent) trackToggled(track, queue)
    seeked(seconds)
  }
  const seekToRef = useRef(seekTo)
  seekToRef.current = seekTo

  useEffect(() => {
    let cancelled = false
    let instance: WaveSurfer | undefined
    import('wavesurfer.js')
      .then(({ default: WaveSurferClass }) => {
        const container = containerRef.current
        if (cancelled || !container) return
        // Its own media element only holds the decoded file for drawing; it never plays.
        instance = WaveSurferClass.create({
          container,
          url: track.preview_url,
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
        instance.on('interaction', (seconds) => seekToRef.current(seconds))
        instance.on('error', () => setStatus('error'))
        setWave(instance)
      })
      .catch(() => {
        if (!cancelled) setStatus('error')
      })
    return () => {
      cancelled = true
      instance?.destroy()
    }
  }, [track.preview_url])

  useEffect(() => {
    if (wave && status === 'ready') wave.setTime(time)
  }, [wave, status, time])

  const current = formatDuration(time)
  // The preview's own length, known once wavesurfer has read it (shorter than the full track).
  const total = status === 'ready' ? formatDuration(duration) : '–:––'
  return (
    <div className="waveform-player" aria-busy={status === 'loading'}>
      <PlayButton track={track} queue={queue} large />
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
          onChange={(event) => seekTo(Number(event.target.value))}
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

import type { TrackSummary, Waveform } from '@contract/site/site.ts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type WaveSurfer from 'wavesurfer.js'
import { PlayButton } from '@/components/player/PlayButton'
import { formatDuration } from '@/lib/format'
import { selectCurrent, usePlayer } from '@/stores/player'

type Props = {
  track: TrackSummary & { preview_url: string; waveform: Waveform | null }
  /** What the player goes on with: this track and its related tracks. */
  queue: TrackSummary[]
}
/** `waiting`: no stored peaks, so nothing to draw until the preview plays. */
type Status = 'waiting' | 'loading' | 'ready' | 'error'

const cssColor = (element: Element, name: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || undefined

/**
 * The preview's waveform on the track page. The sound comes from the site's one player (the bar
 * at the bottom), so it goes on across pages; the waveform draws the preview and follows that
 * player while this track is the one loaded. wavesurfer.js is loaded here only, on demand. The
 * range input is the keyboard's way to seek; the waveform answers the pointer.
 *
 * No audio is downloaded before the visitor presses play: the waveform is drawn from the peaks
 * stored when the preview was uploaded. A track without them (uploaded before peaks were kept)
 * draws its waveform from the audio once it plays.
 */
export function WaveformPlayer({ track, queue }: Props) {
  const { t } = useTranslation()
  const containerRef = useRef<HTMLDivElement>(null)
  const [wave, setWave] = useState<WaveSurfer | null>(null)
  const isCurrent = usePlayer((state) => selectCurrent(state)?.slug === track.slug)
  const { waveform } = track
  const drawable = waveform !== null || isCurrent
  const [status, setStatus] = useState<Status>(drawable ? 'loading' : 'waiting')
  const [duration, setDuration] = useState(waveform?.duration_seconds ?? 0)
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
    if (!drawable) return
    let cancelled = false
    let instance: WaveSurfer | undefined
    setStatus('loading')
    import('wavesurfer.js')
      .then(({ default: WaveSurferClass }) => {
        const container = containerRef.current
        if (cancelled || !container) return
        // Its own media element only holds the decoded file for drawing; it never plays. With
        // stored peaks it has no file at all.
        instance = WaveSurferClass.create({
          container,
          ...(waveform
            ? { peaks: [waveform.peaks], duration: waveform.duration_seconds }
            : { url: track.preview_url }),
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
  }, [drawable, waveform, track.preview_url])

  useEffect(() => {
    if (wave && status === 'ready') wave.setTime(time)
  }, [wave, status, time])

  const current = formatDuration(time)
  // The preview's own length (shorter than the full track): stored with its peaks, or known once
  // wavesurfer has read the file.
  const total = duration > 0 ? formatDuration(duration) : '–:––'
  return (
    <div className="waveform-player" aria-busy={status === 'loading'} data-status={status}>
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
          disabled={duration === 0}
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

import type { TrackSummary } from '@contract/site/site.ts'
import { create } from 'zustand'

// The site's one player. A single <audio> element (the player bar's, mounted once by the layout)
// plays every preview, so a route change never stops it and two previews never play together.
// The queue is the list the visitor pressed play in (the tracks list, home's featured tracks, a
// track page with its related tracks): previous and next move through it.

/** A track that can be queued: one with a preview. */
export type QueuedTrack = TrackSummary & { preview_url: string }

type PlayerState = {
  audio: HTMLAudioElement | null
  queue: QueuedTrack[]
  /** The index in `queue` of the track loaded, or -1. */
  index: number
  playing: boolean
  /** Seconds into the preview, and its length once known. */
  time: number
  duration: number
  audioAttached: (audio: HTMLAudioElement | null) => void
  /** Play `track` from `list` (the visible list, its queue); pause if it is the one playing. */
  trackToggled: (track: TrackSummary, list: TrackSummary[]) => void
  playPaused: () => void
  skipped: (step: 1 | -1) => void
  seeked: (seconds: number) => void
  /** What the <audio> element reports. */
  mediaChanged: (changes: Partial<Pick<PlayerState, 'playing' | 'time' | 'duration'>>) => void
  ended: () => void
}

const hasPreview = (track: TrackSummary): track is QueuedTrack => track.preview_url !== null

export const usePlayer = create<PlayerState>()((set, get) => {
  const load = (index: number) => {
    const { audio, queue } = get()
    const track = queue[index]
    if (!audio || !track) return
    audio.src = track.preview_url
    set({ index, time: 0, duration: 0, playing: true })
    // A refused play (the file is missing, or another track replaced this one) only matters when
    // this track is still the current one.
    Promise.resolve(audio.play()).catch(() => {
      if (get().queue[get().index] === track && audio.paused) set({ playing: false })
    })
  }

  return {
    audio: null,
    queue: [],
    index: -1,
    playing: false,
    time: 0,
    duration: 0,
    audioAttached: (audio) => set({ audio }),
    trackToggled: (track, list) => {
      const current = selectCurrent(get())
      if (current?.slug === track.slug) return get().playPaused()
      const queue = list.filter(hasPreview)
      if (!hasPreview(track)) return
      const index = queue.findIndex((queued) => queued.slug === track.slug)
      set({ queue: index === -1 ? [track, ...queue] : queue })
      load(index === -1 ? 0 : index)
    },
    playPaused: () => {
      const { audio, index, playing } = get()
      if (!audio || index === -1) return
      set({ playing: !playing })
      if (playing) audio.pause()
      else void Promise.resolve(audio.play()).catch(() => set({ playing: false }))
    },
    skipped: (step) => {
      const { index, queue, audio } = get()
      // "Previous" a few seconds in starts the track again, as music players do.
      if (step === -1 && audio && audio.currentTime > 3) {
        audio.currentTime = 0
        return
      }
      const next = index + step
      if (next >= 0 && next < queue.length) load(next)
    },
    seeked: (seconds) => {
      const { audio, duration } = get()
      if (!audio) return
      const time = Math.max(0, Math.min(seconds, duration || seconds))
      audio.currentTime = time
      set({ time })
    },
    mediaChanged: (changes) => set(changes),
    ended: () => {
      const { index, queue } = get()
      if (index + 1 < queue.length) load(index + 1)
      else set({ playing: false, time: 0 })
    },
  }
})

export const selectCurrent = (state: PlayerState): QueuedTrack | undefined =>
  state.queue[state.index]

/** Whether `slug` is the track loaded and playing. */
export const selectIsPlaying = (slug: string) => (state: PlayerState) =>
  state.playing && selectCurrent(state)?.slug === slug

import { create } from 'zustand'

// One <audio> element plays every preview of a page: starting a preview stops the one before.

type PreviewState = {
  audio: HTMLAudioElement | null
  /** The slug of the track whose preview is playing. */
  playing: string | null
  audioAttached: (audio: HTMLAudioElement | null) => void
  previewToggled: (slug: string, url: string) => void
  previewStopped: () => void
}

export const usePreviewPlayer = create<PreviewState>()((set, get) => ({
  audio: null,
  playing: null,
  audioAttached: (audio) => {
    get().audio?.pause()
    set({ audio, playing: null })
  },
  previewToggled: (slug, url) => {
    const { audio, playing } = get()
    if (!audio) return
    if (playing === slug) {
      audio.pause()
      set({ playing: null })
      return
    }
    audio.src = url
    set({ playing: slug })
    // A rejected play (the file is missing, or another preview replaced this one) is only
    // reported when this preview is still the current one.
    Promise.resolve(audio.play()).catch(() => {
      if (get().playing === slug && audio.paused) set({ playing: null })
    })
  },
  previewStopped: () => set({ playing: null }),
}))

export const selectIsPlaying = (slug: string) => (state: PreviewState) => state.playing === slug

import { usePreviewPlayer } from '../stores/preview-player'

/** The page's one preview player; the preview buttons drive it through the store. */
export function PreviewAudio() {
  const audioAttached = usePreviewPlayer((state) => state.audioAttached)
  const previewStopped = usePreviewPlayer((state) => state.previewStopped)
  return (
    // biome-ignore lint/a11y/useMediaCaption: instrumental previews without speech.
    <audio
      ref={audioAttached}
      preload="none"
      hidden
      onEnded={previewStopped}
      onError={previewStopped}
      onPause={(event) => {
        // A pause from outside (media keys, the OS) also releases the pressed button.
        if (event.currentTarget.paused) previewStopped()
      }}
    />
  )
}

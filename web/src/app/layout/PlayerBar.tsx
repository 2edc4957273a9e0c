import { lazy, Suspense } from 'react'
import { selectCurrent, usePlayer } from '@/stores/player'

/** The bar's controls: fetched when a preview is first played, as no page is served with one. */
const PlayerControls = lazy(() => import('./PlayerControls'))

/**
 * The bar at the bottom of every public page once a preview has been played: it holds the site's
 * one <audio> element (the layout never unmounts it, so playback goes on across pages), the
 * current track, its progress, the controls and the lock screen's (Media Session).
 */
export function PlayerBar() {
  const audioAttached = usePlayer((state) => state.audioAttached)
  const mediaChanged = usePlayer((state) => state.mediaChanged)
  const ended = usePlayer((state) => state.ended)
  const current = usePlayer(selectCurrent)
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: instrumental previews without speech. */}
      <audio
        ref={audioAttached}
        preload="none"
        hidden
        onPlay={() => mediaChanged({ playing: true })}
        onPause={() => mediaChanged({ playing: false })}
        onTimeUpdate={(event) => mediaChanged({ time: event.currentTarget.currentTime })}
        onDurationChange={(event) => {
          const { duration } = event.currentTarget
          if (Number.isFinite(duration)) mediaChanged({ duration })
        }}
        onEnded={ended}
        onError={() => mediaChanged({ playing: false })}
      />
      {current ? (
        // The controls' module, and the add button's strings (tracks), may still be on their way.
        <Suspense fallback={null}>
          <PlayerControls track={current} />
        </Suspense>
      ) : null}
    </>
  )
}

import { type ComponentType, memo, Suspense, useEffect, useId, useRef, useState } from 'react'

// Parts of a served page below its first screen (home's featured tracks, gigs, services…) arrive
// in the HTML like the rest, and React hydrates them once they come near the viewport: their code
// is fetched then, not with the page. Until then they read and link as served (plain HTML), and
// React keeps them as they are (a Suspense boundary waiting for its code). Rendered by the browser
// itself (a later navigation), they load at once.

/** Every deferred part's loader, to load them all at once (`loadDeferredParts`). */
const loaders = new Set<() => Promise<void>>()

/** Loads every deferred part's module now: a page rendered after this renders them at once. */
export function loadDeferredParts(): Promise<void> {
  return Promise.all([...loaders].map((load) => load())).then(() => undefined)
}

/** How far ahead of the viewport a part starts loading (it reads as served meanwhile). */
const AHEAD = '400px 0px'

/**
 * A component whose module `load` fetches when its part of a served page nears the viewport. The
 * part is wrapped in a `display: contents` element, which the layout does not see.
 *
 * Memoised, and best given no props (it reads what it shows itself): a dehydrated part that its
 * parent renders again with other props before its code is in would be thrown away and rendered
 * anew by the browser (React cannot update markup it has not hydrated).
 */
export function deferredUntilSeen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let seen = () => {}
  const sight = new Promise<void>((resolve) => {
    seen = resolve
  })
  // `lazy()`, but rendered at once when its module is in (as pages.ts's pages are).
  let Loaded: ComponentType<Props> | undefined
  let loading: Promise<void> | undefined
  const loadNow = () => {
    loading ??= load().then((component) => {
      Loaded = component
    })
    return loading
  }
  loaders.add(loadNow)
  // The server renders every part in place, at once.
  const onServer = typeof window === 'undefined'
  function Part(props: Props) {
    if (Loaded) return <Loaded {...props} />
    throw onServer ? loadNow() : sight.then(loadNow)
  }
  function DeferredUntilSeen(props: Props) {
    const ref = useRef<HTMLDivElement>(null)
    // `useId` is the server's while hydrating: its markup is in the page, waiting to be seen.
    // Rendered by the browser, there is nothing served to keep: it renders now.
    const id = useId()
    const [served] = useState(
      () => typeof document !== 'undefined' && document.querySelector(`[data-deferred="${id}"]`),
    )
    if (!served) seen()
    useEffect(() => {
      // The wrapper has no box of its own: its first child is what scrolls into view.
      const element = ref.current?.firstElementChild
      if (!element || typeof IntersectionObserver === 'undefined') {
        seen()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          seen()
          observer.disconnect()
        },
        { rootMargin: AHEAD },
      )
      observer.observe(element)
      return () => observer.disconnect()
    }, [])
    return (
      <div ref={ref} className="deferred" data-deferred={id}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    )
  }
  return memo(DeferredUntilSeen) as unknown as ComponentType<Props>
}

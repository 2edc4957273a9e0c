import { useLayoutEffect } from 'react'
import { useLocation } from 'wouter'

/** Every route change starts at the top of the page (seed spec, section 2). */
export function ScrollToTop() {
  const [location] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [location])
  return null
}

import { useLayoutEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/**
 * Every route change starts at the top of the page (seed spec, section 2). The first page is left
 * where the browser put it: at a link's `#fragment` (`/#contact`), or where a reload was.
 */
export function ScrollToTop() {
  const [location] = useLocation()
  const shown = useRef(location)
  useLayoutEffect(() => {
    if (shown.current === location) return
    shown.current = location
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [location])
  return null
}

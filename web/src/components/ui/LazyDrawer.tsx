import { type ComponentProps, lazy, Suspense, useState } from 'react'
import type { Drawer as DrawerComponent } from './Drawer'

const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })))

/**
 * The Drawer, fetched the first time it opens and kept from then on (so it can close with the
 * browser's own focus return): no page needs it to paint or to become interactive, so its code
 * stays out of what every page loads first.
 */
export function LazyDrawer(props: ComponentProps<typeof DrawerComponent>) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  )
}

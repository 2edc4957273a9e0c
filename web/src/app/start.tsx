import type { i18n as I18n } from 'i18next'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initReactI18next } from 'react-i18next'
import { preload } from 'swr'
import { getSettings, settingsKey } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { seedFormatted } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { createSwrConfig, createTimedCache } from '@/lib/swr'
import type { ServedState } from '@/server/served-state'
import { App } from './App'
import { loadPageOf } from './pages'

const rootElement = () => {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  return root
}

/** Renders the app into `#root`, replacing what index.html painted. */
export function startApp(i18n: I18n) {
  initReactI18next.init(i18n)
  // Asked for now, beside the page's first data, rather than once the layout renders.
  preload(settingsKey(currentLanguage(i18n)), getSettings)
  createRoot(rootElement()).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  )
}

/**
 * The app as it takes over a page the server rendered (functions/render): the data the page was
 * rendered with is in SWR's cache as just fetched, so nothing is asked for again.
 */
export function servedApp(i18n: I18n, served: ServedState) {
  const timed = createTimedCache()
  for (const [key, answer] of Object.entries(served.data)) {
    timed.cache.set(
      key,
      'data' in answer ? { data: answer.data } : { error: new ApiError(answer.error) },
    )
  }
  return (
    <StrictMode>
      <App i18n={i18n} swrConfig={createSwrConfig(timed)} />
    </StrictMode>
  )
}

/**
 * Takes over a page the server rendered: React attaches to its markup instead of replacing it,
 * with the texts the server formatted (prices, dates), so that its first render is the server's.
 * The page's module is loaded first (main.tsx has started fetching it), so that nothing suspends
 * while hydrating (pages.ts says why).
 */
export async function hydrateApp(i18n: I18n, served: ServedState) {
  initReactI18next.init(i18n)
  seedFormatted(served.formatted)
  await loadPageOf(window.location.pathname)
  // Evaluating the page's modules and hydrating are each a long task on a phone; between them the
  // browser may handle a tap or paint, instead of one task blocking for both.
  await yieldToBrowser()
  return hydrateRoot(rootElement(), servedApp(i18n, served), {
    // A page whose first render differs from the server's is repaired by React, which re-renders
    // it in the browser: never silent, so tests and the console see it.
    onRecoverableError: (error, info) =>
      console.error('Hydration error:', error, info.componentStack),
  })
}

type Scheduler = { yield?: () => Promise<void> }

/** A new task: `scheduler.yield()` where the browser has it (it keeps our place in line). */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

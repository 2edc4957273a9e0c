import type { i18n as I18n } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initReactI18next } from 'react-i18next'
import { preload } from 'swr'
import { getSettings, settingsKey } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { createSwrConfig, createTimedCache } from '@/lib/swr'
import type { ServedState } from '@/server/served-state'
import { App } from './App'

const rootElement = () => {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  return root
}

/**
 * Renders the app into `#root`, replacing what index.html painted. A transition: React renders
 * the first screen in short slices, so the page stays responsive while it does.
 */
export function startApp(i18n: I18n) {
  initReactI18next.init(i18n)
  // The request index.html preloaded; SWR takes its answer for the first screen.
  preload(settingsKey, getSettings)
  const root = rootElement()
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    )
  })
}

/**
 * Takes over a page the server rendered (functions/render): the data it was rendered with goes
 * into SWR's cache as just fetched, so nothing is asked for again, and React attaches to the
 * markup instead of replacing it.
 */
export function hydrateApp(i18n: I18n, served: ServedState) {
  initReactI18next.init(i18n)
  const timed = createTimedCache()
  for (const [key, answer] of Object.entries(served.data)) {
    timed.cache.set(
      key,
      'data' in answer ? { data: answer.data } : { error: new ApiError(answer.error) },
    )
  }
  hydrateRoot(
    rootElement(),
    <StrictMode>
      <App i18n={i18n} swrConfig={createSwrConfig(timed)} />
    </StrictMode>,
  )
}

import type { i18n as I18n } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { initReactI18next } from 'react-i18next'
import { preload } from 'swr'
import { getSettings, settingsKey } from '@/lib/api/get-settings'
import { App } from './App'

/**
 * Renders the app into `#root`, replacing what index.html painted. A transition: React renders
 * the first screen in short slices, so the page stays responsive while it does.
 */
export function startApp(i18n: I18n) {
  initReactI18next.init(i18n)
  // The request index.html preloaded; SWR takes its answer for the first screen.
  preload(settingsKey, getSettings)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    )
  })
}

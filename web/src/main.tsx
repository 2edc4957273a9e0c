import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/layout.css'
import '@/styles/components.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { preload } from 'swr'
import { App } from '@/app/App'
import { namespacesOf, preloadPageOf } from '@/app/pages'
import { getSettings, settingsKey } from '@/lib/api/get-settings'
import { createI18n } from '@/lib/i18n'

// What the first screen needs, fetched side by side: this route's page, the settings every page
// shows, and the strings of the visitor's language.
preloadPageOf(window.location.pathname)
preload(settingsKey, getSettings)
const { i18n, ready } = createI18n(namespacesOf(window.location.pathname))
// The shell's own strings (header, Loading label) arrive before the first paint.
await ready

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A transition: React renders the first screen in short slices, so the page stays responsive
// while it does (no long task blocking input).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  )
})

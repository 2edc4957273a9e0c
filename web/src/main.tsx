import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/layout.css'
import '@/styles/components.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { createI18n } from '@/lib/i18n'

const { i18n, ready } = createI18n()
// The shell's own strings (header, Loading label) arrive before the first paint.
await ready

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
)

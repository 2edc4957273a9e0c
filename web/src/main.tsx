import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/layout.css'
import '@/styles/components.css'
import { namespacesOf, preloadPageOf } from '@/app/page-modules'
import { createI18n } from '@/lib/i18n'

// The boot script: small and free of React, so the first screen's page module and strings are
// on their way while React itself loads and starts (index.html preloads it and the settings).
const { pathname } = window.location
preloadPageOf(pathname)
const { i18n, ready } = createI18n(namespacesOf(pathname))
const [{ startApp }] = await Promise.all([import('@/app/start'), ready])
startApp(i18n)

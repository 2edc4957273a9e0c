import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/layout.css'
import '@/styles/components.css'
import { firstDataOf, namespacesOf, preloadPageOf } from '@/app/page-modules'
import { siteUrl } from '@/lib/api-client'
import { fetchEarly } from '@/lib/early-data'
import { createI18n, currentLanguage } from '@/lib/i18n'

// The boot script: small and free of React, so the first screen's page module and strings are
// on their way while React itself loads and starts (index.html preloads it and the settings),
// and with them the data (and its image) a track or product page shows first.
const { pathname } = window.location
preloadPageOf(pathname)
const { i18n, ready } = createI18n(namespacesOf(pathname))
const firstData = firstDataOf(pathname, currentLanguage(i18n))
if (firstData) fetchEarly(siteUrl(firstData.path), firstData.image)
const [{ startApp }] = await Promise.all([import('@/app/start'), ready])
startApp(i18n)

import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/layout.css'
import '@/styles/components.css'
import { firstDataOf, namespacesOf, preloadPageOf } from '@/app/page-modules'
import { siteUrl } from '@/lib/api-client'
import { fetchEarly } from '@/lib/early-data'
import { createI18n, currentLanguage } from '@/lib/i18n'
import { readServedState } from '@/server/served-state'

// The boot script: small and free of React. A page the server rendered (functions/render) is
// hydrated with the strings and data it came with; for any other, the first screen's page module,
// strings and data are on their way while React itself loads and starts (index.html preloads it
// and the settings), with the image a track or product page shows first.
const { pathname } = window.location
preloadPageOf(pathname)
const served = readServedState()
if (served) {
  const { i18n, ready } = createI18n(namespacesOf(pathname), served)
  const [{ hydrateApp }] = await Promise.all([import('@/app/start'), ready])
  await hydrateApp(i18n, served)
} else {
  const { i18n, detected, ready } = createI18n(namespacesOf(pathname))
  // The app and the page's module load meanwhile; the first data waits for the language.
  const app = import('@/app/start')
  await detected
  const firstData = firstDataOf(pathname, currentLanguage(i18n))
  if (firstData) fetchEarly(siteUrl(firstData.path), firstData.image)
  const [{ startApp }] = await Promise.all([app, ready])
  startApp(i18n)
}

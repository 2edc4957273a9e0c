import { render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { createI18n } from '@/lib/i18n'
import { createSwrConfig } from '@/lib/swr'

/**
 * Renders at `path` in English with the app's i18n and SWR set-up (a fresh cache each time).
 * `namespaces` are loaded first, so the first render already has their strings; so are the
 * `errors` strings, which the app fetches when it first shows one (ErrorText.test.tsx covers that).
 */
export async function renderPage(ui: ReactNode, path: string, namespaces: string[] = []) {
  window.history.replaceState(null, '', path)
  const { i18n, ready } = createI18n()
  await ready
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces(['errors', ...namespaces])
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={createSwrConfig()}>
        <Suspense fallback={null}>{ui}</Suspense>
      </SWRConfig>
    </I18nextProvider>,
  )
}

type Handler = (request: Request) => Response | Promise<Response>

/** Answers `fetch` at the network boundary: `'GET products'` → handler, matched on the site path. */
export function mockSite(routes: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname.replace(/^.*\/site\//, '')
    const handler = routes[`${request.method} ${path}`]
    return handler
      ? handler(request)
      : Response.json({ error: { code: 'not_found', message: path } }, { status: 404 })
  })
}

import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { prerender } from 'react-dom/static'
import { initReactI18next } from 'react-i18next'
import type { Cache, Middleware, State, SWRConfiguration } from 'swr'
import { unstable_serialize } from 'swr'
import { Router } from 'wouter'
import { App } from '@/app/App'
import { loadPageOf } from '@/app/pages'
import { ApiError } from '@/lib/api-client'
import { recordFormatted } from '@/lib/format'
import { i18nOptions, type Language } from '@/lib/i18n'
import { type ServerRender, ServerRenderContext } from '@/lib/server-render'
import { headHtml } from './head'
import type { ServedState } from './served-state'

// A public page rendered on the server (entry-server.tsx, for functions/render) with the same
// components and the same library (React) as in the browser, with the data and strings the
// browser then hydrates it with (app/start.tsx).

/** Every translation, by language and namespace (`locales/<lng>/<ns>.json`). */
const LOCALES = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
})

/** A `site` API answer: the JSON body and its status. */
export type Loaded = { status: number; body: unknown }

export type RenderRequest = {
  /** Path and query, as the visitor asked (`/track/x?lng=de`). */
  url: string
  language: Language
  /** The site's public origin, for canonical and structured-data URLs. */
  origin: string
  /** Reads a `site` API path (`tracks/x?lang=de`), as the page's SWR key names it. */
  load: (path: string) => Promise<Loaded>
}

export type RenderedPage = {
  /** 200, 404 for the not-found page, 503 when the API failed and the page shows an error. */
  status: number
  language: Language
  head: string
  /** The app's markup, for `#root`. */
  body: string
  /** What the browser hydrates with (`<script type="application/json">` content, escaped). */
  state: string
}

/** A page that keeps asking for more data after this many renders is served as it stands. */
const MAX_PASSES = 4

/**
 * Renders `url`: once to learn which `site` paths the page reads, then again with their answers,
 * until it asks for nothing new. The page's module is loaded first, as the
 * browser does before it hydrates (pages.ts), so that neither waits for it halfway through.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const i18n = serverI18n(request.language)
  await loadPageOf(request.url.split('?')[0] || '/')
  const answers = new Map<string, State>()
  const served: ServedState['data'] = {}
  let failed = false
  for (let pass = 1; ; pass++) {
    const missing = new Set<string>()
    const render: ServerRender = {
      origin: request.origin,
      url: request.url,
      meta: null,
      jsonLd: new Map(),
      status: 200,
    }
    const { result: body, texts } = await recordFormatted(() =>
      renderOnce(request.url, i18n, serverSwrConfig(answers, missing), render),
    )
    if (missing.size === 0 || pass === MAX_PASSES) {
      const state: ServedState = {
        language: request.language,
        resources: usedResources(i18n, request.language),
        data: served,
        formatted: texts,
      }
      return {
        status: failed ? 503 : render.status,
        language: request.language,
        head: headHtml(render, request.language),
        body,
        state: JSON.stringify(state).replace(/</g, '\\u003c'),
      }
    }
    await Promise.all(
      [...missing].map(async (path) => {
        const loaded = await request.load(path).catch(() => ({ status: 503, body: undefined }))
        if (loaded.status >= 200 && loaded.status < 300) {
          answers.set(path, { data: loaded.body })
          served[path] = { data: loaded.body }
          return
        }
        const error = errorOf(loaded)
        failed ||= error.status >= 500
        answers.set(path, { error: new ApiError(error) })
        served[path] = { error }
      }),
    )
  }
}

async function renderOnce(
  url: string,
  i18n: I18n,
  swrConfig: SWRConfiguration,
  render: ServerRender,
): Promise<string> {
  const [path = '/', search = ''] = url.split('?')
  // `prerender` waits for every part, so the HTML has each in place: nothing streamed, so no
  // inline script to put a late part where it belongs (the site's content security policy
  // allows none).
  const { prelude } = await prerender(
    <ServerRenderContext.Provider value={render}>
      <Router ssrPath={path} ssrSearch={search}>
        <App i18n={i18n} swrConfig={swrConfig} />
      </Router>
    </ServerRenderContext.Provider>,
    // A part that suspended is written where it belongs, however large, never moved into place
    // by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  // React puts a preload of each picture it expects to show ahead of the markup; the head already
  // asks for the one the page shows first (head.ts), and the rest are not worth competing with it.
  return (await new Response(prelude).text()).replace(LEADING_RESOURCE_HINTS, '')
}

/** `<link rel="preload" …>` elements React writes ahead of the app's markup. */
const LEADING_RESOURCE_HINTS = /^(?:<link rel="preload"[^>]*>)+/

/** SWR on the server: answers from `answers`; any key without one is noted in `missing`. */
function serverSwrConfig(answers: Map<string, State>, missing: Set<string>): SWRConfiguration {
  const noteMissing: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key)
    if (serialized && !answers.has(serialized)) missing.add(serialized)
    return useSWRNext(key, fetcher, config)
  }
  return {
    provider: () => new Map(answers) as Cache,
    use: [noteMissing],
    // As in the browser, where the served answers count as just fetched: not loading.
    revalidateOnMount: false,
    strictServerPrefetchWarning: false,
  }
}

function errorOf({ status, body }: Loaded) {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error
  return {
    status,
    code:
      typeof error?.code === 'string' ? error.code : status >= 500 ? 'internal' : `http_${status}`,
    message: typeof error?.message === 'string' ? error.message : 'The request failed.',
  }
}

function serverI18n(language: Language): I18n {
  const resources: Resource = { [language]: {} }
  for (const [file, strings] of Object.entries(LOCALES)) {
    const [, lng, namespace] = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(file) ?? []
    if (lng === language && namespace) {
      ;(resources[language] as Record<string, unknown>)[namespace] = strings
    }
  }
  const instance = i18next.createInstance()
  instance.use(initReactI18next)
  void instance.init({
    ...i18nOptions,
    lng: language,
    resources,
    ns: Object.keys(resources[language] ?? {}),
    detection: undefined,
  })
  return instance
}

/** The strings of the namespaces the page used: the browser hydrates with exactly these. */
function usedResources(i18n: I18n, language: Language): Resource {
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? []
  const namespaces = new Set(['common', ...used])
  return {
    [language]: Object.fromEntries(
      [...namespaces].map((namespace) => [namespace, i18n.getResourceBundle(language, namespace)]),
    ),
  }
}

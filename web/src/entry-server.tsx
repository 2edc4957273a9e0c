import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { prerender } from 'react-dom/static.edge'
import { initReactI18next } from 'react-i18next'
import type { Cache, Middleware, State, SWRConfiguration } from 'swr'
import { unstable_serialize } from 'swr'
import { Router } from 'wouter'
import { App } from '@/app/App'
import { ApiError } from '@/lib/api-client'
import { i18nOptions, type Language } from '@/lib/i18n'
import { type ServerRender, ServerRenderContext } from '@/lib/server-render'
import { headHtml } from './server/head'
import { SERVED_STATE_ID, type ServedState } from './server/served-state'

// The public pages rendered on the server (functions/render) with the same components as in the
// browser: the HTML arrives with its content, head and structured data, and the browser hydrates
// it with the data and strings the server used (main.tsx), so it asks for nothing twice.

import { stylesheets } from 'virtual:index-html'

export { default as template } from 'virtual:index-html'
export { pickLanguage } from './server/language'

/** Every translation, by language and namespace (`locales/<lng>/<ns>.json`). */
const LOCALES = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
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
 * until it asks for nothing new.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const i18n = serverI18n(request.language)
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
    const body = await renderOnce(request.url, i18n, serverSwrConfig(answers, missing), render)
    if (missing.size === 0 || pass === MAX_PASSES) {
      const state: ServedState = {
        language: request.language,
        resources: usedResources(i18n, request.language),
        data: served,
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
  const { prelude } = await prerender(
    <ServerRenderContext.Provider value={render}>
      <Router ssrPath={path} ssrSearch={search}>
        <App i18n={i18n} swrConfig={swrConfig} />
      </Router>
    </ServerRenderContext.Provider>,
    {
      // Every part inline, in order: React would otherwise move a large finished part to the end
      // of the document with an inline script to put it back, which the site's content security
      // policy (no inline scripts) rightly refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // A part that fails is rendered in the browser instead; the reason belongs in the logs.
      onError: (error) => console.error(`Rendering ${url} failed in part:`, error),
    },
  )
  return new Response(prelude).text()
}

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

/** Loads the app's entry once the served page has painted (web/public/hydrate.js). */
const HYDRATE_SCRIPT = '/hydrate.js'

/**
 * The served document: `template` (the build's index.html) with the page in it. The page needs no
 * script to be read, so nothing is asked for before it paints: the stylesheet is inline, and the
 * app's scripts load once the page has painted, then take it over (main.tsx).
 */
export function documentHtml(template: string, page: RenderedPage): string {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    // The settings request the template preloads is answered inside the page already.
    .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) => `<script src="${HYDRATE_SCRIPT}" data-entry="${entry}" defer></script>`,
    )
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
      const css = stylesheets[href]
      return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
    })
    // Served pages read without JavaScript: the notice is for the pages rendered in the browser.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<!--app-->[\s\S]*<!--\/app-->/, () => page.body)
    .replace(
      '<!--served-state-->',
      () => `<script type="application/json" id="${SERVED_STATE_ID}">${page.state}</script>`,
    )
  if (!page.head) return html
  // The page's head where the template has its generic title and description.
  return html
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
}

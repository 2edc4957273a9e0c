// @vitest-environment jsdom
import type { PublicSettings } from '@contract/site/site.ts'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testSettings } from '@/components/ui/form/test-support'
import { makeTrack, makeTrackDetail } from '@/features/tracks/testing/render'
import type { Loaded } from './render-page'
import type { ServedState } from './served-state'

// The served page and the browser's first render must be the same markup, ids included (`useId`):
// hydration keeps the server's DOM as it is and attaches to it, so any difference would leave the
// page with the server's attributes and the browser's idea of them (a label pointing at an id the
// browser's own later renders do not use). Both sides run here, on the same components.

// wavesurfer draws on a canvas jsdom lacks; the track page only needs its events and controls.
vi.mock('wavesurfer.js', () => ({
  default: {
    create: () => ({ on: vi.fn(), playPause: vi.fn(), setTime: vi.fn(), destroy: vi.fn() }),
  },
}))

// The form tests' settings, with a social link and a blocked day for the footer and the calendar.
const settings: PublicSettings = {
  ...testSettings,
  brand_name: 'Test DJ',
  social_links: [{ network: 'soundcloud', url: 'https://soundcloud.com/example' }],
  blocked_dates: ['2030-01-01'],
  bio: { en: 'Techno DJ and producer from Madrid.' },
}
const track = makeTrack()
const other = makeTrack({ slug: 'sunrise', title: 'Sunrise' })

/** The `site` API as the renderer reads it; anything else is an API error the page shows. */
const ANSWERS: Record<string, unknown> = {
  'settings?lang=en': settings,
  gigs: { upcoming: [], past: [] },
  'tracks?limit=4&sort=newest&lang=en': { items: [track, other], total: 2, genres: ['Techno'] },
  'tracks?lang=en&sort=newest&limit=24&offset=0': {
    items: [track, other],
    total: 2,
    genres: ['Techno'],
  },
  'tracks/night-drive?lang=en': makeTrackDetail({
    related: [other],
    waveform: { peaks: [0.2, 0.9, 0.4], duration_seconds: 30 },
  }),
}
const load = async (path: string): Promise<Loaded> => {
  if (path in ANSWERS) return { status: 200, body: ANSWERS[path] }
  return { status: 404, body: { error: { code: 'not_found', message: path } } }
}

/**
 * An element tree as text, attributes in name order, comments left out: markup compared as DOM.
 * A field's state is compared as the field holds it: markup writes it as attributes, the
 * browser's render sets the properties.
 */
const FIELD_STATE = new Set(['value', 'checked', 'selected'])
/**
 * What only the browser draws, after the page has hydrated (not by it): the waveform, which
 * wavesurfer draws and whose player says how that went, and the contact form, which loads when
 * its section nears the viewport (at once here: jsdom has no IntersectionObserver).
 */
const CLIENT_PARTS = '.waveform-player, .contact-section'

/** The page's elements but those the browser draws on its own. */
const outsideWaveform = (root: Element) =>
  [...root.querySelectorAll('*')].filter((element) => !element.closest(CLIENT_PARTS))

function canonicalOutsideWaveform(root: Element): string {
  const copy = root.cloneNode(true) as Element
  for (const part of copy.querySelectorAll(CLIENT_PARTS)) {
    part.replaceChildren()
    for (const attribute of ['aria-busy', 'data-status', 'aria-labelledby']) {
      part.removeAttribute(attribute)
    }
  }
  return canonical(copy)
}

/** `useId`'s ids (`_R_1pa_`, `_r_0_`, and `…-hint` after them) as `id1`, `id2`… in order. */
function withIdsInOrder(html: string): string {
  const ids = new Map<string, string>()
  return html.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size + 1}`)
    return ids.get(id) ?? id
  })
}

function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  const attributes = [...node.attributes]
    .filter(({ name }) => !(FIELD_STATE.has(name) && name in node))
    .map(({ name, value }) => `${name}="${value}"`)
  if (node instanceof HTMLInputElement) attributes.push(`.checked="${node.checked}"`)
  if (node instanceof HTMLOptionElement) attributes.push(`.selected="${node.selected}"`)
  if (
    node instanceof HTMLInputElement ||
    node instanceof HTMLTextAreaElement ||
    node instanceof HTMLSelectElement
  ) {
    attributes.push(`.value="${node.value}"`)
  }
  const children = [...node.childNodes].map(canonical).join('')
  return `<${node.localName} ${attributes.sort().join(' ')}>${children}</${node.localName}>`
}

/**
 * The page at `path` as the server renders it, as markup and as the state it hands over. Server
 * and browser each load their own modules, as they would: the server's page modules are loaded
 * once it has rendered, the browser's not yet.
 */
async function served(path: string) {
  vi.resetModules()
  const { renderPage } = await import('./render-page')
  const page = await renderPage({ url: path, language: 'en', origin: 'https://example.com', load })
  const markup = document.createElement('div')
  markup.innerHTML = page.body
  return { page, state: JSON.parse(page.state) as ServedState, markup }
}

/** The browser's side, as on a visit: i18n with the strings the page came with. */
async function browserFor(path: string, state: ServedState) {
  vi.resetModules()
  const [start, pages, { createI18n }, { namespacesOf }, { loadDeferredParts }] = await Promise.all(
    [
      import('@/app/start'),
      import('@/app/pages'),
      import('@/lib/i18n'),
      import('@/app/page-modules'),
      import('@/components/deferred/deferred-until-seen'),
    ],
  )
  const { i18n, ready } = createI18n(namespacesOf(path), state)
  await ready
  return { ...start, ...pages, i18n, loadDeferredParts }
}

const roots: Root[] = []

/**
 * The browser's own first render of `path`, with the data and strings the page came with, in one
 * synchronous render: as the browser renders a page it navigates to once the page's code is in,
 * with the parts that hydrate when seen (deferred-until-seen.tsx) rendered with the rest.
 */
async function browserFirstRender(path: string, state: ServedState): Promise<HTMLDivElement> {
  const browser = await browserFor(path, state)
  await browser.loadPageOf(path)
  await browser.loadDeferredParts()
  const fresh = document.createElement('div')
  const root = createRoot(fresh)
  roots.push(root)
  flushSync(() => root.render(browser.servedApp(browser.i18n, state)))
  return fresh
}

beforeEach(() => {
  localStorage.clear()
  window.scrollTo = vi.fn()
  // Nothing may be fetched: the served state answers every request of the first render.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('fetched during hydration'))
})

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount()
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

const PATHS = ['/', '/tracks', '/track/night-drive', '/book-session', '/production', '/nowhere']

// Each test loads the app's modules twice, for the server and for the browser.
describe('a served page', { timeout: 30_000 }, () => {
  it.each(PATHS)('%s is the markup the browser renders first, ids included', async (path) => {
    window.history.replaceState(null, '', path)
    const { page, state, markup } = await served(path)
    expect(page.body).toMatch(/<h1/)
    const fresh = await browserFirstRender(path, state)
    // React numbers the ids of a root it renders anew apart from the server's (`_r_…` against
    // `_R_…`; hydrating takes the server's): the same ids in the same places, each named by its
    // first appearance.
    expect(withIdsInOrder(canonical(fresh))).toBe(withIdsInOrder(canonical(markup)))
    // A page with forms has ids to agree on.
    if (path === '/book-session') expect(page.body).toMatch(/ id="_R_[0-9a-z]+_"/)
  })

  it.each(PATHS)('%s is hydrated as it is: every element kept, none changed', async (path) => {
    window.history.replaceState(null, '', path)
    const { page, state } = await served(path)
    document.body.innerHTML = `<div id="root">${page.body}</div>`
    const root = document.getElementById('root')!
    const before = canonicalOutsideWaveform(root)
    const elements = outsideWaveform(root)
    const browser = await browserFor(path, state)
    const errors = vi.spyOn(console, 'error')
    roots.push(await browser.hydrateApp(browser.i18n, state))
    // Hydrated once every element is React's: each has its fiber.
    const isReacts = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    // (jsdom has no IntersectionObserver: the parts that hydrate when seen load at once here.)
    await vi.waitFor(
      () => expect(outsideWaveform(root).filter((element) => !isReacts(element))).toEqual([]),
      { timeout: 5_000 },
    )
    // Without a hydration error or mismatch warning (app/start.tsx reports each on the console).
    // React's development build also notes that the server's renderer used the same contexts,
    // which only happens here, where both run in one process.
    const BOTH_RENDERERS = /^Detected multiple renderers concurrently/
    expect(errors.mock.calls.filter(([first]) => !BOTH_RENDERERS.test(String(first)))).toEqual([])
    expect(canonicalOutsideWaveform(root)).toBe(before)
    const after = outsideWaveform(root)
    expect(after.length).toBe(elements.length)
    expect(
      after
        .filter((element, index) => element !== elements[index])
        .map((element) => element.outerHTML.slice(0, 100)),
    ).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  // The `errors` strings are fetched the first time an error is shown (ErrorText): a page that
  // shows none must not carry them, and one that shows one must, to hydrate without fetching.
  it.each(['/', '/tracks', '/track/night-drive'])(
    '%s, showing no error, carries no error strings',
    async (path) => {
      const { state } = await served(path)
      expect(Object.keys(state.resources.en ?? {})).not.toContain('errors')
    },
  )

  it('showing an error, carries its strings and renders the same sentence in the browser', async () => {
    const path = '/track/unknown'
    window.history.replaceState(null, '', path)
    const { state, markup } = await served(path)
    expect(Object.keys(state.resources.en ?? {})).toContain('errors')
    expect(markup.querySelector('[role="alert"]')?.textContent).toContain(
      "We couldn't find what you were looking for.",
    )
    // In one synchronous render: the sentence comes from the served strings, not a later fetch.
    const fresh = await browserFirstRender(path, state)
    expect(withIdsInOrder(canonical(fresh))).toBe(withIdsInOrder(canonical(markup)))
  })
})

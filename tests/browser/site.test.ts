import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, useBrowserSite } from './helpers/site.ts'

// The built site in a real browser against the whole local platform: every public route of the
// seed spec (section 2), routing rules, language persistence and accessibility.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

/** Each public route (but /auth, which comes with sign-in) and, where the data fixes it, its h1. */
const ROUTES: { path: string; heading?: string }[] = [
  { path: '/', heading: 'Kael Voss' },
  { path: '/licenses' },
  { path: '/shop' },
  { path: '/product/kv1-studio-headphones', heading: 'KV-1 Studio Headphones' },
  { path: '/track/midnight-circuit', heading: 'Midnight Circuit' },
  { path: '/tracks' },
  { path: '/sitemap' },
  { path: '/book-session' },
  { path: '/contact', heading: 'Get in touch' },
  { path: '/production' },
  { path: '/dj-sets' },
  { path: '/mixing-mastering' },
  { path: '/private-sessions' },
  { path: '/club-performance' },
  { path: '/festival-performance' },
  { path: '/payment-success' },
]

// Every public page, and the not-found page.
const AXE_ROUTES = [...ROUTES.map((route) => route.path), '/no-such-page']

const NOT_FOUND_HEADING = "This page doesn't exist"

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('the website in Chromium', () => {
  const h = useBrowserSite()

  const { visit } = h

  it.each(ROUTES)(
    '$path renders its main heading without console errors or failed requests',
    async ({ path, heading }) => {
      const { page, problems, close } = await visit(path)
      const text = await mainHeading(page)
      expect(text, `${path} has an empty h1`).not.toBe('')
      expect(text, `${path} shows the not-found page`).not.toBe(NOT_FOUND_HEADING)
      if (heading) expect(text).toBe(heading)
      expect(await page.title()).toContain('Kael Voss')
      expect(problems).toEqual([])
      await close()
    },
  )

  it('shows the not-found page for an unknown path, served as a 404', async () => {
    const { page, problems, close } = await h.browse()
    const response = await page.goto(`${h.site.siteUrl}/no-such-page/at-all`)
    expect(response?.status()).toBe(404)
    expect(await mainHeading(page)).toBe(NOT_FOUND_HEADING)
    expect(await page.getByRole('link', { name: 'Open the sitemap' }).getAttribute('href')).toBe(
      '/sitemap',
    )
    // The page itself answered 404, as it should; nothing else went wrong.
    expect(problems).toEqual([
      `HTTP 404: GET ${h.site.siteUrl}/no-such-page/at-all`,
      'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ])
    await close()
  })

  it('lands at the top of the next page after navigating from a scrolled page', async () => {
    const { page, problems, close } = await visit('/')
    await mainHeading(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => window.scrollY > 200)
    await page.locator('footer a[href="/licenses"]').click()
    await page.waitForURL(`${h.site.siteUrl}/licenses`)
    await page.locator('main h1').first().waitFor({ state: 'visible' })
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(problems).toEqual([])
    await close()
  })

  it('applies the track filters on a desktop as they change, with no button to press', async () => {
    const { page, problems, close } = await visit('/tracks', {
      viewport: { width: 1440, height: 900 },
    })
    await mainHeading(page)
    // No "Filter" button and no submit button: the form sits above the list.
    expect(await page.getByRole('button', { name: /^Filter/ }).isVisible()).toBe(false)
    const filters = page.getByRole('search', { name: 'Find tracks' })
    expect(await filters.locator('button[type="submit"], input[type="submit"]').count()).toBe(0)
    const count = page.locator('.track-results__count')
    const all = await count.textContent()
    // Chosen again until the page has hydrated and takes it: no button makes it apply.
    await expect
      .poll(async () => {
        await filters.getByLabel('Genre').selectOption('Techno')
        return new URL(page.url()).searchParams.get('genre')
      })
      .toBe('Techno')
    await page.waitForFunction(
      (before) => document.querySelector('.track-results__count')?.textContent !== before,
      all,
    )
    for (const genre of await page.locator('.track-row__meta').allTextContents())
      expect(genre).toContain('Techno')
    await filters.getByLabel('Search by title').fill('midnight')
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('midnight')
    await page.locator('.track-row').filter({ hasText: 'Midnight Circuit' }).waitFor()
    expect(await page.locator('.track-row').count()).toBe(1)
    expect(problems).toEqual([])
    await close()
  })

  it.each([
    {
      path: '/track/midnight-circuit',
      api: 'site/tracks/midnight-circuit?lang=de',
      image: 'covers/',
    },
    {
      path: '/product/kv1-studio-headphones',
      api: 'site/products/kv1-studio-headphones?lang=de',
      image: 'products/',
    },
  ])(
    '$path arrives with its data and main image, and hydrates without asking for them again',
    async ({ path, api, image }) => {
      const { page, problems, close } = await h.browse({ locale: 'de-DE' })
      const dataRequests: string[] = []
      const headWriters: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/functions/v1/site/')) dataRequests.push(request.url())
        if (/\/assets\/document-head-/.test(request.url())) headWriters.push(request.url())
      })
      // The served elements, as parsed, before any script of the page has run.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const served = window as unknown as Record<string, unknown>
          served.__servedElements = [...document.querySelectorAll('#root *')]
        }),
      )
      const response = await page.goto(`${h.site.siteUrl}${path}`)
      // The served HTML already shows the page, in the visitor's language.
      const served = (await response?.text()) ?? ''
      expect(served).toMatch(/<html lang="de"/)
      expect(served).toContain(`<h1 class="`)
      await mainHeading(page)
      // The app loads once the page has painted, and takes it over…
      await page.waitForLoadState('networkidle')
      // …with the data it came with: no request for it, nor for the settings, from the browser.
      expect(dataRequests.filter((url) => url.includes(api.split('?')[0]!))).toEqual([])
      expect(dataRequests.filter((url) => url.includes('/site/settings'))).toEqual([])
      // Nor the code that rewrites the head: the served head is this page's already.
      expect(headWriters).toEqual([])
      // Hydrated, not rendered anew: every element the browser parsed is still in the page (a
      // page rendered again in the browser would consist of new ones).
      const elements = await page.evaluate(() => {
        const parsed = (window as unknown as { __servedElements: Element[] }).__servedElements
        return { parsed: parsed.length, kept: parsed.filter((e) => e.isConnected).length }
      })
      expect(elements.parsed).toBeGreaterThan(100)
      expect(elements.kept).toBe(elements.parsed)
      const preload = page.locator('head link[rel="preload"][as="image"]').first()
      expect(await preload.getAttribute('imagesrcset')).toContain(
        `/storage/v1/render/image/public/${image}`,
      )
      // The image the page shows is the one asked for with the HTML, in the same widths.
      const shown = page.locator('main img').first()
      expect(await shown.getAttribute('srcset')).toBe(await preload.getAttribute('imagesrcset'))
      expect(await shown.getAttribute('sizes')).toBe(await preload.getAttribute('imagesizes'))
      // And it works: the first licence or product goes into the cart.
      await page
        .locator('main')
        .getByRole('button', { name: /in den warenkorb/i })
        .first()
        .click()
      await page
        .locator('.cart__count')
        .filter({ hasText: '1' })
        .waitFor({ state: 'visible', timeout: 5_000 })
      expect(problems).toEqual([])
      await close()
    },
  )

  /** The public pages the server renders (functions/render), which the browser hydrates. */
  const SERVED = [
    '/',
    '/tracks',
    '/track/midnight-circuit',
    '/shop',
    '/product/kv1-studio-headphones',
    '/licenses',
    '/production',
    '/book-session',
    '/contact',
    '/sitemap',
  ]

  it.each(SERVED.flatMap((path) => ['en-GB', 'de-DE'].map((locale) => ({ path, locale }))))(
    '$path ($locale) hydrates onto the served markup without changing a node of it',
    async ({ path, locale }) => {
      const { page, problems, close } = await h.browse({ locale })
      const stylesheets: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
      })
      // Every change to the page from the moment it is parsed: a text, node or attribute that
      // the browser's render has otherwise than the server's is rewritten while hydrating.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const changes: string[] = []
          // Each attribute as served, checked against what it ends as (React sets an input's
          // `name` and `type` again while hydrating it, to the same values: no change).
          const attributes: { element: Element; name: string; served: string | null }[] = []
          const page = window as unknown as {
            __changes: string[]
            __attributeChanges(): string[]
            __served: string
          }
          page.__changes = changes
          page.__served = document.documentElement.outerHTML
          page.__attributeChanges = () =>
            attributes
              .filter(({ element, name, served }) => element.getAttribute(name) !== served)
              .map(
                ({ element, name, served }) =>
                  `attributes in <${element.tagName.toLowerCase()} class="${element.className}">: ${name}: ${served} → ${element.getAttribute(name)}`,
              )
          new MutationObserver((records) => {
            for (const record of records) {
              const node = record.target
              const element = node instanceof Element ? node : node.parentElement
              // The track's waveform player draws once its audio has loaded, and the contact
              // form appears once its section is seen: not hydration.
              if (element?.closest('.waveform-player, .contact-section')) continue
              if (record.type === 'attributes' && element && record.attributeName) {
                const known = attributes.some(
                  (entry) => entry.element === element && entry.name === record.attributeName,
                )
                // The first record of an attribute holds its served value.
                if (!known) {
                  attributes.push({ element, name: record.attributeName, served: record.oldValue })
                }
                continue
              }
              const what =
                record.type === 'characterData'
                  ? `${JSON.stringify(record.oldValue)} → ${JSON.stringify(node.textContent)}`
                  : `+${record.addedNodes.length} −${record.removedNodes.length} ${JSON.stringify(
                      [...record.addedNodes, ...record.removedNodes].map((n) => n.textContent),
                    )}`
              changes.push(
                `${record.type} in <${element?.tagName.toLowerCase()} class="${element?.className}">: ${what}`,
              )
            }
          }).observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
            characterDataOldValue: true,
            attributes: true,
            attributeOldValue: true,
          })
        }),
      )
      await page.goto(`${h.site.siteUrl}${path}`)
      await mainHeading(page)
      // Hydrated: React's root is on the root element…
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      // …and once the visitor has scrolled through it (the parts below the first screen hydrate
      // as they near the viewport), every element of the page is one of React's: a part left as
      // the server sent it, or rendered by another library, has no fiber.
      const notReacts = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('#root *')]
            .filter(
              (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
            )
            .filter((element) => !element.closest('.waveform-player'))
            .map((element) => element.outerHTML.slice(0, 120)),
        )
      for (const part of await page.locator('.deferred > :first-child').all()) {
        await part.scrollIntoViewIfNeeded()
      }
      await expect.poll(notReacts, { timeout: 10_000 }).toEqual([])
      // The styles of all it shows came inline with it (server/stylesheets.ts): a stylesheet the
      // app's chunks fetched styles parts the server did not render, and no element it served.
      expect(await rulesMatchingServedMarkup(page, stylesheets)).toEqual([])
      const changes = await page.evaluate(() => {
        const served = window as unknown as {
          __changes: string[]
          __attributeChanges(): string[]
        }
        return [...served.__changes, ...served.__attributeChanges()]
      })
      expect(changes).toEqual([])
      // A hydration error (React's onRecoverableError, app/start.tsx) is a console error.
      expect(problems).toEqual([])
      await close()
    },
  )

  it('styles a page the browser renders with the stylesheet its chunk brings', async () => {
    const { page, problems, close } = await visit('/contact')
    await mainHeading(page)
    const served = await page.evaluate(() => document.head.innerHTML)
    // Served without the shop's styles, which its markup does not use…
    expect(served).not.toMatch(/\.product-grid\{/)
    await hydrated(page)
    const stylesheet = page.waitForRequest(
      (request) => request.resourceType() === 'stylesheet' && /\/assets\/shop-/.test(request.url()),
    )
    await page.locator('header a[href="/shop"]').first().click()
    await stylesheet
    // …which come with the shop's page when the visitor goes there.
    const grid = page.locator('.product-grid')
    await grid.waitFor()
    expect(await grid.evaluate((element) => getComputedStyle(element).display)).toBe('grid')
    expect(problems).toEqual([])
    await close()
  })

  it('takes the language from ?lng= and keeps it after a reload without the query', async () => {
    const { page, problems, close } = await visit('/?lng=de')
    await mainHeading(page)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    // Kept once the app has loaded (the cookie the server reads next time).
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'i18next')?.value)
      .toBe('de')
    await page.goto(`${h.site.siteUrl}/`)
    await mainHeading(page)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count()).toBe(1)
    expect(problems).toEqual([])
    await close()
  })

  it('switches the language in place, the owner’s texts with it', async () => {
    const settingsIn = async (language: string) =>
      (await (
        await fetch(`${h.site.platform.url}/functions/v1/site/settings?lang=${language}`)
      ).json()) as { tagline: Record<string, string> }
    const { page, problems, close } = await visit('/')
    const tagline = page.locator('.hero__tagline')
    expect(await tagline.textContent()).toBe((await settingsIn('en')).tagline.en)
    const french = page.locator('header a[hreflang="fr"]').first()
    // Once React handles the link, the switch happens without a page load.
    await page.waitForFunction(
      (link) => Object.keys(link ?? {}).some((key) => key.startsWith('__reactProps$')),
      await french.elementHandle(),
      { timeout: 15_000 },
    )
    const loads: string[] = []
    page.on('framenavigated', (frame) => loads.push(frame.url()))
    await french.click()
    await expect.poll(() => tagline.textContent()).toBe((await settingsIn('fr')).tagline.fr)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr')
    expect(loads).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  it('tells search engines and link previews about each page, in its language', async () => {
    const { page, problems, close } = await visit('/sitemap?lng=fr')
    expect(await mainHeading(page)).toBe('Plan du site')
    const head = await page.evaluate(() => ({
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      alternates: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
      ].map((link) => `${link.hreflang} ${link.href}`),
      ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
      ogLocale: document.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content,
      twitter: document.querySelector<HTMLMetaElement>('meta[name="twitter:card"]')?.content,
      ogImage: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content,
    }))
    const url = `${h.site.siteUrl}/sitemap`
    expect(head).toEqual({
      canonical: url,
      alternates: [
        ...['es', 'en', 'fr', 'de'].map((lng) => `${lng} ${url}?lng=${lng}`),
        // The site's Portuguese is Brazilian.
        `pt-BR ${url}?lng=pt`,
        `x-default ${url}`,
      ],
      ogUrl: url,
      ogLocale: 'fr_FR',
      // A page without a picture of its own previews with the artist's home page photo.
      twitter: 'summary_large_image',
      ogImage: expect.stringMatching(
        /\/storage\/v1\/render\/image\/public\/media\/artist\/hero-[^?]+\?width=1200&height=630&resize=cover$/,
      ),
    })
    // The HTML sitemap links the catalogue from the API.
    expect(await page.getByRole('link', { name: 'Midnight Circuit' }).getAttribute('href')).toBe(
      '/track/midnight-circuit',
    )
    expect(
      await page.getByRole('link', { name: 'KV-1 Studio Headphones' }).getAttribute('href'),
    ).toBe('/product/kv1-studio-headphones')
    expect(problems).toEqual([])
    await close()
  })

  it('serves robots.txt keeping crawlers out of the admin and payment pages', async () => {
    const response = await fetch(`${h.site.siteUrl}/robots.txt`)
    expect(response.status).toBe(200)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
    expect(robots).toMatch(/^Disallow: \/payment-success$/m)
    expect(robots).toMatch(/^Sitemap: \S*\/sitemap\.xml$/m)
  })

  it.each(AXE_ROUTES)('%s has no serious or critical accessibility violations', async (path) => {
    const { page, close } = await visit(path)
    await mainHeading(page)
    const violations = (await axeViolations(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    )
    const report = violations.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    expect(report, report.join('\n')).toEqual([])
    await close()
  })
})

/** Waits until React has hydrated the page: its root is on the root element. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ),
    null,
    { timeout: 15_000 },
  )
}

/**
 * The rules of `stylesheets` (fetched by the page) that match an element of the markup the page
 * was served with (`window.__served`), as `file: selector`: the browser, not the site's own code,
 * says which elements a rule selects.
 */
async function rulesMatchingServedMarkup(page: Page, stylesheets: string[]): Promise<string[]> {
  return page.evaluate(async (urls) => {
    const served = new DOMParser().parseFromString(
      (window as unknown as { __served: string }).__served,
      'text/html',
    )
    const matching: string[] = []
    const visit = (rules: CSSRuleList, file: string) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          // A pseudo-element or a state the visitor brings (::before, :hover) selects
          // through its element.
          const selector = rule.selectorText.replace(
            /::[a-z-]+|:(hover|active|focus|focus-visible|focus-within)\b/g,
            '',
          )
          if (selector && served.querySelector(selector)) {
            matching.push(`${file}: ${rule.selectorText}`)
          }
        } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, file)
      }
    }
    for (const url of urls) {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(await (await fetch(url)).text())
      visit(sheet.cssRules, url.split('/').at(-1) ?? url)
    }
    return matching
  }, stylesheets)
}

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// The public pages as a crawler, a link preview or a phone before its scripts sees them: the HTML
// the site serves (functions/render through the local site server), read without JavaScript.

let p: TestPlatform
let site: string

beforeAll(async () => {
  p = await startTestPlatform({ buildWeb: true })
  site = p.platform.siteUrl
})
afterAll(() => p?.stop())

type Served = { status: number; html: string; headers: Headers }

async function serve(path: string, headers: Record<string, string> = {}): Promise<Served> {
  const response = await fetch(`${site}${path}`, { headers })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" }
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? name)

/** The text of the first `<h1>` in `html`, tags removed. */
const h1 = (html: string) =>
  decode(
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  )
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
/** An attribute's value as a browser reads it (`&amp;` → `&`…). */
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const metaContent = (html: string, attribute: string, key: string) => {
  const content = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]
  return content === undefined ? undefined : unescapeHtml(content)
}
const linkHref = (html: string, rel: string, extra = '') =>
  new RegExp(`<link rel="${rel}"${extra} href="([^"]*)"`).exec(html)?.[1]
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown> & { '@type': string },
  )
/** The page's JSON-LD document of `type`, read as `Shape`. */
const ofType = <Shape = Record<string, unknown>>(html: string, type: string) =>
  jsonLd(html).find((data) => data['@type'] === type) as Shape | undefined

/** Each public route with the heading it shows in English. */
const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Kael Voss' },
  { path: '/tracks', heading: 'All tracks' },
  { path: '/track/midnight-circuit', heading: 'Midnight Circuit' },
  { path: '/shop', heading: 'Shop' },
  { path: '/product/kv1-studio-headphones', heading: 'KV-1 Studio Headphones' },
  { path: '/licenses', heading: 'Track licences' },
  { path: '/production', heading: 'Music production' },
  { path: '/mixing-mastering', heading: 'Mixing & mastering' },
  { path: '/private-sessions', heading: 'Private sessions' },
  { path: '/dj-sets', heading: 'DJ sets' },
  { path: '/contact', heading: 'Get in touch' },
  { path: '/press', heading: 'Kael Voss press kit' },
  { path: '/club-performance', heading: 'Club performance' },
  { path: '/festival-performance', heading: 'Festival performance' },
  { path: '/book-session', heading: 'Book a show' },
  { path: '/sitemap', heading: 'Sitemap' },
]

describe('the public pages served as HTML', () => {
  it.each(PAGES)('$path has its content and head in the HTML', async ({ path, heading }) => {
    const { status, html, headers } = await serve(path, { 'accept-language': 'en-GB,en;q=0.9' })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toMatch(/<html lang="en"/)
    expect(h1(html)).toBe(heading)
    expect(title(html)).toContain('Kael Voss')
    expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(20)
    const canonical = `${site}${path}`
    expect(linkHref(html, 'canonical')).toBe(canonical)
    for (const language of ['es', 'en', 'fr', 'de', 'pt']) {
      const tag = language === 'pt' ? 'pt-BR' : language
      expect(linkHref(html, 'alternate', ` hreflang="${tag}"`)).toBe(`${canonical}?lng=${language}`)
    }
    expect(linkHref(html, 'alternate', ' hreflang="x-default"')).toBe(canonical)
    expect(metaContent(html, 'property', 'og:title')).toBe(unescapeHtml(title(html) ?? ''))
    expect(metaContent(html, 'property', 'og:url')).toBe(canonical)
    // Every page previews with a picture: its own (a cover, a product photo) or the artist's.
    // Cut by Storage to a preview card's size, which the page names.
    const image = metaContent(html, 'property', 'og:image') ?? ''
    expect(image).toMatch(
      /^http:\/\/localhost:\d+\/storage\/v1\/render\/image\/public\/(media|covers|products)\/[^?]+\?width=1200&height=630&resize=cover$/,
    )
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200')
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630')
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image)
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Kael Voss')
    // Only a picture the page shows first is asked for ahead of everything else, in the widths
    // its <img> offers.
    const preloaded = /<link rel="preload" as="image" [^>]*imagesrcset="([^"]+)"/.exec(html)?.[1]
    const showsItFirst = path === '/' || path === '/shop' || /^\/(track|product)\//.test(path)
    if (showsItFirst) {
      expect(preloaded).toBeDefined()
      expect(html).toContain(`srcset="${preloaded}"`)
    } else expect(preloaded).toBeUndefined()
    // The artist's photo standing in for a page's own says nothing of that page.
    if (!showsItFirst) expect(metaContent(html, 'property', 'og:image:alt')).toBeUndefined()
    // The layout's styles inline, and of the pages' and parts' those the page shows (each beside
    // a link the browser does not fetch, for the app's loader to find); none of the admin's
    // (they load with the admin).
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('')
    expect(styles).toMatch(/\.header\{/)
    expect(/\.hero\{/.test(styles)).toBe(path === '/')
    expect(/\.product-card\{/.test(styles)).toBe(/^\/(shop$|product\/)/.test(path))
    expect(/\.booking\{/.test(styles)).toBe(path === '/book-session')
    expect(html.match(/<style>/g)?.length).toBe(
      html.match(/<\/style><link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled>/g)?.length,
    )
    expect(styles).not.toMatch(/\.(admin|card-table)[\w-]*\s*[{,:]/)
    expect(html).not.toContain('admin-styles')
    // The browser hydrates with what the server used, and needs no notice about JavaScript.
    expect(html).toContain('<script type="application/json" id="served-state">')
    expect(html).not.toContain('<noscript>')
  })

  it('describes a track as a MusicRecording with an Offer per licence, and its cover', async () => {
    const { html } = await serve('/track/midnight-circuit?lng=en')
    const recording = ofType<{ name: string; url: string; offers: { price: string }[] }>(
      html,
      'MusicRecording',
    )!
    expect(recording.name).toBe('Midnight Circuit')
    expect(recording.url).toBe(`${site}/track/midnight-circuit`)
    // The demo offers this track as WAV and track-out (stems) too, and its exclusive rights.
    expect(recording.offers.map((offer) => offer.price)).toEqual([
      '29.00',
      '99.00',
      '49.00',
      '149.00',
      '1490.00',
    ])
    expect(ofType(html, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ item: `${site}/` }, { item: `${site}/tracks` }, { position: 3 }],
    })
    const image = metaContent(html, 'property', 'og:image') ?? ''
    expect(image).toMatch(/^http:\/\/localhost:\d+\/storage\/v1\/render\/image\/public\/covers\//)
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image)
    // Said in words for those who cannot see it.
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('Cover art for Midnight Circuit')
    expect(metaContent(html, 'name', 'twitter:image:alt')).toBe('Cover art for Midnight Circuit')
    const cover = await fetch(image)
    expect(cover.status).toBe(200)
    expect(cover.headers.get('content-type')).toMatch(/^image\//)
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    })
  })

  it('describes a product as a Product with its price and availability, and its photo', async () => {
    const { html } = await serve('/product/kv1-studio-headphones?lng=en')
    const product = ofType<{ name: string; offers: { price: string; availability: string } }>(
      html,
      'Product',
    )!
    expect(product.name).toBe('KV-1 Studio Headphones')
    expect(product.offers.price).toMatch(/^\d+\.\d\d$/)
    expect(product.offers.availability).toBe('https://schema.org/InStock')
    const image = metaContent(html, 'property', 'og:image') ?? ''
    expect((await fetch(image)).status).toBe(200)
    expect(metaContent(html, 'property', 'og:image:alt')).toMatch(
      /^KV-1 Studio Headphones, image 1 of \d+$/,
    )
    expect(ofType(html, 'BreadcrumbList')).toBeDefined()
  })

  it('describes the artist on home', async () => {
    const { html } = await serve('/?lng=en')
    const person = ofType<{ image?: string }>(html, 'Person')
    expect(person).toMatchObject({ name: 'Kael Voss', url: `${site}/` })
    // Its link preview and the page's largest picture: the hero photo, asked for with the head.
    const image = metaContent(html, 'property', 'og:image') ?? ''
    const photo = person?.image ?? ''
    expect(photo).toMatch(/^http:\/\/localhost:\d+\/storage\/v1\/object\/public\/media\//)
    expect(image.replace('/render/image/', '/object/').split('?')[0]).toBe(photo)
    // The hero, in the width the phone needs, is asked for ahead of the stylesheet.
    const preload = /<link rel="preload" as="image" [^>]*>/.exec(html)?.[0] ?? ''
    expect(preload).toContain(` imagesizes="100vw"`)
    // On the site's own origin, over the page's connection: the host proxies it to Storage.
    const rendition = `${new URL(photo).pathname.replace('/object/', '/render/image/')}?width=1280`
    expect(preload).toContain(` ${rendition} 1280w`)
    expect(html.indexOf(`rel="preload" as="image"`)).toBeLessThan(html.indexOf('<style>'))
    expect((await fetch(image)).status).toBe(200)
    const viaSite = await fetch(`${site}${rendition}`, { headers: { accept: 'image/webp' } })
    expect(viaSite.status).toBe(200)
    expect(viaSite.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await viaSite.arrayBuffer())).metadata()).width).toBe(1280)
  })

  it('picks the language from ?lng, then the cookie, then Accept-Language, then Spanish', async () => {
    const lang = async (path: string, headers: Record<string, string> = {}) =>
      /<html lang="([a-z]+)"/.exec((await serve(path, headers)).html)?.[1]
    expect(await lang('/tracks?lng=de', { cookie: 'i18next=fr', 'accept-language': 'pt' })).toBe(
      'de',
    )
    expect(await lang('/tracks', { cookie: 'other=1; i18next=fr', 'accept-language': 'pt' })).toBe(
      'fr',
    )
    expect(await lang('/tracks', { 'accept-language': 'ja, de-CH;q=0.8, en;q=0.9' })).toBe('en')
    expect(await lang('/tracks', { 'accept-language': 'ja' })).toBe('es')
    expect(await lang('/tracks')).toBe('es')
    const german = await serve('/tracks?lng=de')
    expect(h1(german.html)).toBe('Alle Tracks')
    expect(german.headers.get('vary')).not.toMatch(/cookie/i)
  })

  it('answers 404 with the not-found page for unknown and unpublished slugs and paths', async () => {
    for (const path of ['/track/no-such-track', '/product/no-such-product', '/no/such/page']) {
      const { status, html } = await serve(`${path}?lng=en`)
      expect(status, path).toBe(404)
      expect(h1(html), path).toBe("This page doesn't exist")
      expect(metaContent(html, 'name', 'robots'), path).toBe('noindex')
      expect(linkHref(html, 'canonical'), path).toBeUndefined()
    }
  })

  it('answers 404 for an unknown licence number, saying there is no such licence', async () => {
    const headings = {
      en: 'No licence with this number',
      es: 'No hay ninguna licencia con este número',
      de: 'Keine Lizenz mit dieser Nummer',
    }
    for (const [language, heading] of Object.entries(headings)) {
      const { status, html } = await serve(`/licenses/KV-2026-NOTREAL1?lng=${language}`)
      expect(status, language).toBe(404)
      expect(h1(html), language).toBe(heading)
      expect(html).toContain('KV-2026-NOTREAL1')
      expect(metaContent(html, 'name', 'robots'), language).toBe('noindex')
    }
  })

  it('never answers a missing file under /assets with HTML', async () => {
    const response = await fetch(`${site}/assets/index-missing.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).not.toMatch(/html/)
    expect(response.headers.get('cache-control')).not.toMatch(/immutable/)
  })

  it('lets an edge cache keep every page for at most a minute, per language, never per cookie', async () => {
    for (const { path } of PAGES) {
      const { headers } = await serve(path, { cookie: 'sb-access=x; _ga=1' })
      expect(headers.get('cache-control'), path).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
      )
      expect(headers.get('cdn-cache-control'), path).toBe(
        'public, max-age=30, stale-while-revalidate=30',
      )
      expect(headers.get('netlify-cdn-cache-control'), path).toBe(
        'public, durable, max-age=30, stale-while-revalidate=30',
      )
      // The local host compresses, as Netlify does, and says so (Accept-Encoding).
      expect(headers.get('vary'), path).toMatch(/^Accept-Language(, Accept-Encoding)?$/)
      expect(headers.get('netlify-vary'), path).toBe('query,cookie=i18next,language=es|en|fr|de|pt')
    }
  })

  it('sends the render function’s own security headers on every page, and adds none', async () => {
    const paths = [
      ...PAGES.map(({ path }) => path),
      '/track/no-such-track',
      '/assets/index-missing.js',
      '/library',
      '/admin/settings',
    ]
    for (const path of paths) {
      // The function as Supabase serves it, and the same page through the site (the host's proxy).
      const direct = await fetch(`${p.url}/functions/v1/render${path}`)
      const proxied = await fetch(`${site}${path}`)
      await Promise.all([direct.arrayBuffer(), proxied.arrayBuffer()])
      const csp = direct.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("frame-ancestors 'none'")
      expect(csp, path).toContain(`connect-src 'self' ${p.url}`)
      expect(direct.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{8}/)
      expect(direct.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(direct.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(direct.headers.get('permissions-policy'), path).toContain('camera=()')
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'x-frame-options',
        'cache-control',
        'cdn-cache-control',
        'netlify-cdn-cache-control',
        'netlify-vary',
      ]) {
        expect(proxied.headers.get(name), `${name} on ${path}`).toBe(direct.headers.get(name))
      }
    }
  })

  it('serves the host’s own files with the build’s _headers', async () => {
    const html = await fetch(`${site}/index.html`)
    await html.arrayBuffer()
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(await (await serve('/')).html)?.[1]
    expect(asset).toBeDefined()
    const script = await fetch(`${site}${asset}`)
    await script.arrayBuffer()
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('shows the owner’s changes in the next page served: title, price, unpublish, publish', async () => {
    const { token } = await signIn(p, 'owner@example.com')
    const list = (await (await adminCall(p, token, 'tracks?q=midnight')).json()) as {
      items: { id: string; slug: string }[]
    }
    const track = list.items.find((item) => item.slug === 'midnight-circuit')
    expect(track?.slug).toBe('midnight-circuit')
    const patch = await adminCall(p, token, `tracks/${track!.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Midnight Circuit (Extended)', private_price_cents: 3500 }),
    })
    expect(patch.status).toBe(200)
    const changed = await serve('/track/midnight-circuit?lng=en')
    expect(h1(changed.html)).toBe('Midnight Circuit (Extended)')
    expect(ofType(changed.html, 'MusicRecording')).toMatchObject({
      offers: [
        { price: '35.00' },
        { price: '99.00' },
        { price: '49.00' },
        { price: '149.00' },
        { price: '1490.00' },
      ],
    })

    const action = (name: string) =>
      adminCall(p, token, `tracks/${track!.id}/${name}`, { method: 'POST' })
    expect((await action('unpublish')).status).toBe(200)
    expect((await serve('/track/midnight-circuit')).status).toBe(404)
    expect((await serve('/tracks?lng=en')).html).not.toContain('Midnight Circuit (Extended)')
    expect((await action('publish')).status).toBe(200)
    expect((await serve('/track/midnight-circuit')).status).toBe(200)
  })
})

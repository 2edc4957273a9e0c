import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { pay } from '../integration/helpers/platform.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, toast, useBrowserSite } from './helpers/site.ts'

// The site as most visitors meet it, on a phone (390×844), and on a laptop (1440×900): the header,
// the first screen of /tracks, the player across pages, /contact, and the drawers' accessibility.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1440, height: 900 }
const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'laptop', viewport: LAPTOP },
]

/** Whether the whole of the element is inside the first screen. */
const onFirstScreen = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const box = await selector.boundingBox()
  const viewport = page.viewportSize()!
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height
}

const seriousViolations = async (page: Page) =>
  (await axeViolations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)

/** Seconds into the preview the player's <audio> element is at. */
const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('the site on a phone and a laptop', () => {
  const h = useBrowserSite()

  it.each(SIZES)('keeps the header to one row of at most 64 px ($name)', async ({ viewport }) => {
    const { page, problems, close } = await h.visit('/tracks', { viewport })
    await mainHeading(page)
    const header = await page.locator('header').boundingBox()
    expect(header?.height).toBeLessThanOrEqual(64)
    // Desktop navigation marks the current page; a phone has the menu button instead.
    const tracksLink = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tracks' })
    if (viewport === PHONE) {
      expect(await tracksLink.isVisible()).toBe(false)
      expect(await page.getByRole('button', { name: 'Open the menu' }).isVisible()).toBe(true)
    } else {
      expect(await tracksLink.getAttribute('aria-current')).toBe('page')
      expect(await page.getByRole('button', { name: 'Open the menu' }).isVisible()).toBe(false)
    }
    expect(problems).toEqual([])
    await close()
  })

  it('loads no audio before play, on home, on a track page and on /tracks', async () => {
    for (const path of ['/?lng=en', '/track/midnight-circuit?lng=en', '/tracks?lng=en']) {
      const { page, problems, close } = await h.browse({ viewport: PHONE })
      const audio: string[] = []
      page.on('request', (request) => {
        const url = request.url()
        if (request.resourceType() === 'media' || /\.(mp3|wav|zip)(\?|$)/.test(url)) audio.push(url)
      })
      await page.goto(`${h.site.siteUrl}${path}`)
      await mainHeading(page)
      await page.waitForLoadState('networkidle')
      expect(audio, path).toEqual([])
      // Pressing play is what fetches the preview.
      await page
        .getByRole('button', { name: /^Play preview of / })
        .first()
        .click()
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.1)
      expect(audio.length, path).toBeGreaterThan(0)
      expect(problems).toEqual([])
      await close()
    }
  })

  it.each(SIZES)(
    'plays from the first screen of home and of a track page, with the price and add to cart ($name)',
    async ({ viewport }) => {
      const { page, problems, close } = await h.visit('/?lng=en', { viewport })
      await mainHeading(page)
      const heroPlay = page.locator('.hero').getByRole('button', { name: /^Play preview of / })
      expect(await onFirstScreen(page, heroPlay)).toBe(true)
      const title = (await heroPlay.textContent())!
      await heroPlay.click()
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.1)
      expect(await heroPlay.getAttribute('aria-pressed')).toBe('true')
      const bar = page.getByRole('region', { name: 'Player' })
      expect(title).toContain(await bar.getByRole('link').first().textContent())
      expect(await seriousViolations(page)).toEqual([])

      // A track page, fresh: play on the artwork, the price and the licence beside the title.
      await page.goto(`${h.site.siteUrl}/track/midnight-circuit?lng=en`)
      expect(await mainHeading(page)).toBe('Midnight Circuit')
      const coverPlay = page
        .locator('.track-header__media')
        .getByRole('button', { name: 'Play preview of Midnight Circuit' })
      const price = page.locator('.buy-box').getByText(/^From €\d+/)
      const licence = page.getByRole('combobox', { name: 'Licence type' })
      const add = page.locator('.buy-box').getByRole('button', { name: 'Add to cart' })
      for (const [name, element] of Object.entries({ coverPlay, price, licence, add })) {
        expect(await onFirstScreen(page, element), `${name} on the first screen`).toBe(true)
      }
      expect(await price.textContent()).toContain('€29')
      await licence.selectOption('commercial')
      await add.click()
      await page.getByRole('button', { name: 'Cart: 1 item' }).waitFor()
      expect(await page.locator('.buy-box').getByRole('button', { name: 'In cart' }).count()).toBe(
        1,
      )
      // The licence choice further down follows the one picked at the top.
      expect(await page.getByRole('radio', { name: /^Commercial-use licence/ }).isChecked()).toBe(
        true,
      )
      await coverPlay.click()
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.1)
      expect(await coverPlay.getAttribute('aria-pressed')).toBe('true')
      expect(await seriousViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    },
  )

  it('hydrates the parts below home’s first screen as they come near, reading them meanwhile', async () => {
    const { page, problems, close } = await h.browse({ viewport: PHONE })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${h.site.siteUrl}/?lng=en`)
    await mainHeading(page)
    await page.waitForLoadState('networkidle')
    const LOWER_PARTS = /\/assets\/(ServiceCards|UpcomingGigs|ContactSection|Footer)-/
    expect(scripts.filter((script) => LOWER_PARTS.test(script))).toEqual([])
    // Served, they read and link before their code is in.
    const services = page.getByRole('heading', { name: 'Services' })
    expect(await services.count()).toBe(1)
    const isReacts = (selector: string) =>
      page.evaluate(
        (found) =>
          Object.keys(document.querySelector(found) ?? {}).some((key) =>
            key.startsWith('__reactFiber$'),
          ),
        selector,
      )
    expect(await isReacts('footer')).toBe(false)
    await page.locator('footer').scrollIntoViewIfNeeded()
    await expect.poll(() => isReacts('footer'), { timeout: 10_000 }).toBe(true)
    expect(scripts.some((script) => /\/assets\/Footer-/.test(script))).toBe(true)
    expect(problems).toEqual([])
    await close()
  })

  it('opens the menu drawer on a phone: focus inside, Escape closes it, a link navigates', async () => {
    const { page, problems, close } = await h.visit('/', { viewport: PHONE })
    await mainHeading(page)
    const menuButton = page.getByRole('button', { name: 'Open the menu' })
    await menuButton.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await drawer.waitFor({ state: 'visible' })
    expect(await seriousViolations(page)).toEqual([])
    // The page behind is inert: Tab only ever reaches the drawer's own controls.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () => document.activeElement?.closest('dialog[open]') !== null,
      )
      expect(inside, `focus left the drawer after ${step + 1} Tab presses`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true)

    await menuButton.click()
    await drawer.getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL('**/contact')
    await drawer.waitFor({ state: 'hidden' })
    expect(await mainHeading(page)).toBe('Get in touch')
    expect(problems).toEqual([])
    await close()
  })

  it('shows a track with its play button on the first screen of /tracks, filters in a sheet', async () => {
    const { page, problems, close } = await h.visit('/tracks', { viewport: PHONE })
    await mainHeading(page)
    const firstRow = page.locator('.track-row').first()
    expect(await onFirstScreen(page, firstRow.getByRole('button', { name: /^Play preview/ }))).toBe(
      true,
    )
    expect(await onFirstScreen(page, firstRow.getByRole('heading'))).toBe(true)
    // Dense rows: three tracks, not two, on a phone's first screen.
    const thirdRow = page.locator('.track-row').nth(2)
    expect(await onFirstScreen(page, thirdRow.getByRole('heading'))).toBe(true)
    expect(await onFirstScreen(page, thirdRow.getByRole('button', { name: /^Play preview/ }))).toBe(
      true,
    )

    await page.getByRole('button', { name: 'Filter' }).click()
    const sheet = page.getByRole('dialog', { name: 'Find tracks' })
    await sheet.getByLabel('Sort by').selectOption('title')
    await page.waitForURL(/sort=title/)
    await sheet.getByRole('button', { name: /^Show \d+ tracks?$/ }).click()
    await sheet.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: /^Filter/ }).textContent()).toContain('1')

    // Adding a licence changes the button's words, never the row's size.
    const before = await firstRow.boundingBox()
    await firstRow.getByRole('button', { name: /^Add private licence/ }).click()
    await firstRow.getByRole('button', { name: /^In cart/ }).waitFor()
    expect(await firstRow.boundingBox()).toEqual(before)
    expect(problems).toEqual([])
    await close()
  })

  it.each(SIZES)(
    'keeps the preview playing in the player bar across pages ($name)',
    async ({ viewport }) => {
      const { page, problems, close } = await h.visit('/tracks?lng=en', { viewport })
      await mainHeading(page)
      const firstTitle = (await page.locator('.track-row h2').first().textContent())!.trim()
      await page.getByRole('button', { name: `Play preview of ${firstTitle}` }).click()
      const bar = page.getByRole('region', { name: 'Player' })
      await bar.getByRole('link', { name: firstTitle }).waitFor()
      await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 0.3)
      // The list marks the track playing, and only that one.
      expect(await page.locator('.track-row h2').first().textContent()).toBe(
        `${firstTitle}Now playing`,
      )
      expect(await page.getByText('Now playing', { exact: true }).count()).toBe(1)

      // To the shop, by the header (a phone through its menu).
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open the menu' }).click()
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Shop' }).click()
      } else {
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Shop' })
          .click()
      }
      await page.waitForURL('**/shop')
      const atShop = await audioTime(page)
      await page.waitForFunction(
        (time) => (document.querySelector('audio')?.currentTime ?? 0) > time + 0.3,
        atShop,
      )
      expect(await page.locator('audio').count()).toBe(1)
      expect(await bar.getByRole('link', { name: firstTitle }).isVisible()).toBe(true)

      // Pause, then next: the list it was started from is the queue.
      await bar.getByRole('button', { name: `Play preview of ${firstTitle}` }).click()
      await page.waitForFunction(() => document.querySelector('audio')?.paused === true)
      await bar.getByRole('button', { name: 'Next track' }).click()
      await page.waitForFunction(() => document.querySelector('audio')?.paused === false)
      const nextTitle = await bar.getByRole('link').first().textContent()
      expect(nextTitle).not.toBe(firstTitle)
      // The lock screen follows once the bar has been painted (an effect, after the frame).
      await expect
        .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title))
        .toBe(nextTitle)
      expect(await seriousViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    },
  )

  it.each(SIZES)(
    'sends a message from /contact and confirms it in place ($name)',
    async ({ viewport }) => {
      const { page, problems, close } = await h.visit('/contact?lng=en', { viewport })
      expect(await mainHeading(page)).toBe('Get in touch')
      const email = `phone-${viewport.width}-${Date.now()}@example.com`
      await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page
        .getByLabel('Message')
        .fill('Would you play a sunrise set at our beach festival next July?')
      await page.getByRole('button', { name: 'Send message' }).click()
      await toast(page, 'status', 'Message sent!')
      const confirmation = page.getByRole('heading', { name: 'Message sent' })
      await confirmation.waitFor()
      expect(await page.getByText(email).count()).toBe(1)
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Send another message' }).click()
      expect(await page.getByLabel('Message').inputValue()).toBe('')
      expect(problems).toEqual([])
      await close()
    },
  )

  it('takes a tap on Send straight after a mistyped field: every field is checked at once', async () => {
    const { page, problems, close } = await h.visit('/contact?lng=en', { viewport: PHONE })
    await mainHeading(page)
    const email = page.getByLabel('Email', { exact: true })
    await email.fill('not-an-email')
    // The tap blurs the field; were its error shown then, Send would move from under the finger.
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Please check the highlighted fields.').waitFor()
    await waitFor(
      'the name field marked',
      async () =>
        (await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')) === 'true',
    )
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    expect(problems).toEqual([])
    await close()
  })

  it.each(SIZES)(
    'shows the cart as a drawer with thumbnails, line totals and shipping ($name)',
    async ({ viewport }) => {
      const { page, problems, close } = await h.visit('/shop?lng=en', { viewport })
      await mainHeading(page)
      const cartButton = page.getByRole('button', { name: /^Cart: / })
      await cartButton.click()
      const drawer = page.getByRole('dialog', { name: 'Your cart' })
      await drawer.getByText('Your cart is empty.').waitFor()
      expect(await drawer.getByRole('link', { name: 'Browse tracks' }).getAttribute('href')).toBe(
        '/tracks',
      )
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'hidden' })

      const card = page.locator('.product-card').filter({ hasText: 'In stock' }).first()
      const name = (await card.getByRole('heading').textContent())!.trim()
      await card.getByRole('button', { name: 'Add to cart' }).click()
      await card.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByRole('button', { name: 'Cart: 2 items' }).click()
      const line = drawer.getByRole('listitem').filter({ hasText: name })
      await line.waitFor()
      // Its rendition, through the site's own origin (the host proxies Storage's).
      expect(await line.locator('img').getAttribute('src')).toMatch(
        /^\/storage\/v1\/render\/image\/public\/products\//,
      )
      const unit = Number(
        (await card.locator('.product-card__price').textContent())!.replace(/\D/g, ''),
      )
      const lineTotal = Number(
        (await line.locator('.cart__amount').textContent())!.replace(/\D/g, ''),
      )
      expect(lineTotal).toBe(unit * 2)
      expect(await drawer.getByText('Shipping', { exact: true }).isVisible()).toBe(true)
      // The drawer's buttons are clear of any toast.
      const pay = drawer.getByRole('button', { name: 'Continue to payment' })
      await pay.scrollIntoViewIfNeeded()
      expect(
        await pay.evaluate((button) => {
          const box = button.getBoundingClientRect()
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return button.contains(top)
        }),
      ).toBe(true)
      expect(await seriousViolations(page)).toEqual([])
      expect(problems).toEqual([])
      await close()
    },
  )

  it('verifies a licence on its own page, in HTML, without the holder’s email', async () => {
    const api = `${h.site.platform.url}/functions/v1/site`
    const email = `verify-${Date.now()}@example.com`
    const checkout = await fetch(`${api}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'commercial' }],
        email,
        name: 'Zoë Ångström',
        locale: 'en',
      }),
    })
    expect(checkout.status).toBe(201)
    const { url } = (await checkout.json()) as { url: string }
    await pay(url, { shipping: false })
    const sessionId = new URL(url).pathname.split('/').at(-1)!
    const licence = await waitFor(
      'the paid order’s licence',
      async () => {
        const view = (await (await fetch(`${api}/orders/by-session/${sessionId}`)).json()) as {
          licences?: { number: string; verify_url: string }[]
        }
        return view.licences?.[0]
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    )
    expect(licence.verify_url).toBe(`${h.site.siteUrl}/licenses/${licence.number}`)

    // Served as HTML with the facts in it, before any script runs.
    const served = await fetch(`${licence.verify_url}?lng=en`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('text/html')
    const html = await served.text()
    expect(html).toContain(licence.number)
    expect(html).toContain('Valid licence')
    expect(html).toContain('noindex')
    expect(html).not.toContain(email)

    const { page, problems, close } = await h.visit(`/licenses/${licence.number}?lng=en`, {
      viewport: PHONE,
    })
    expect(await mainHeading(page)).toBe(licence.number)
    const text = await page.locator('main').textContent()
    expect(text).toContain('Midnight Circuit')
    expect(text).toContain('Commercial-use licence')
    expect(text).toContain('Z. Å.')
    expect(text).not.toContain(email)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await close()

    // An unknown number: a 404 that says so, served and in the browser.
    expect((await fetch(`${h.site.siteUrl}/licenses/KV-0000-NOTREAL1`)).status).toBe(404)
    const unknown = await h.visit('/licenses/KV-0000-NOTREAL1?lng=fr', { viewport: PHONE })
    expect(await mainHeading(unknown.page)).toBe('Aucune licence ne porte ce numéro')
    expect(await unknown.page.locator('main').textContent()).toContain('KV-0000-NOTREAL1')
    expect(await seriousViolations(unknown.page)).toEqual([])
    // The page's own 404, and the verification request the browser makes again on hydrating.
    expect(unknown.problems.filter((line) => !/404/.test(line))).toEqual([])
    await unknown.close()
  })

  it('leads home with the artist: photo, bio, upcoming gigs as events, and the press kit', async () => {
    const served = await (await fetch(`${h.site.siteUrl}/?lng=en`)).text()
    const events = [
      ...served.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ]
      .map((match) => JSON.parse(match[1]!))
      .flatMap((data) => data['@graph'] ?? [data])
      .filter((data) => data['@type'] === 'MusicEvent')
    expect(events.length).toBeGreaterThan(0)
    expect(events[0]).toMatchObject({
      location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      performer: { name: 'Kael Voss' },
    })
    expect(served).toContain('About Kael Voss')

    const { page, problems, close } = await h.visit('/?lng=en', { viewport: PHONE })
    await mainHeading(page)
    const hero = page.locator('.hero__image')
    expect(
      await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true)
    expect(await page.getByRole('heading', { name: 'Upcoming dates' }).isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Press kit' }).first().click()
    await page.waitForURL('**/press')
    expect(await mainHeading(page)).toBe('Kael Voss press kit')
    for (const link of await page.getByRole('link', { name: /^Download/ }).all()) {
      const response = await fetch(new URL((await link.getAttribute('href'))!, page.url()))
      expect(response.status).toBe(200)
    }
    expect(await page.getByRole('heading', { name: 'Past dates' }).isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })

  it('loads a mix player on /dj-sets only when asked, and nothing from its host before', async () => {
    const { page, context, problems, close } = await h.browse({ viewport: PHONE })
    const thirdParty: string[] = []
    await context.route(
      /^https:\/\/(w\.soundcloud\.com|www\.youtube-nocookie\.com|player-widget\.mixcloud\.com)\//,
      (route) => {
        thirdParty.push(route.request().url())
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<title>player</title>',
        })
      },
    )
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url())
    })
    await page.goto(`${h.site.siteUrl}/dj-sets?lng=en`)
    await mainHeading(page)
    await page.waitForLoadState('networkidle')
    expect(thirdParty).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)

    await page
      .getByRole('button', { name: /^Play here/ })
      .first()
      .click()
    const player = page.locator('iframe.mix__player')
    await player.waitFor()
    expect(new URL((await player.getAttribute('src'))!).origin).toBe('https://w.soundcloud.com')
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await close()
  })
})

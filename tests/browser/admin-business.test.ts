import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { encodeWav } from '../../platform/seed/media/wav.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { mp3, PNG_PIXEL, SVG_COVER } from '../integration/admin-catalog-fixtures.ts'
import { pay } from '../integration/helpers/platform.ts'
import { adminHeading, signInAt } from './helpers/admin.ts'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, settled, toast, useBrowserSite } from './helpers/site.ts'

// Running the business from /admin in Chromium against the whole local platform: a track made
// from real files and published, a refund that stops the downloads, a message read, a rate
// changed, and every screen checked with axe.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

const OWNER = 'owner@example.com'

describe.skipIf(BROWSER_SKIP_REASON !== undefined)(
  'the owner runs the business from /admin',
  () => {
    const h = useBrowserSite()

    /** A page signed in as the owner, at `path` of the panel. */
    async function asOwner(
      path: string,
      options?: { viewport?: { width: number; height: number } },
    ) {
      const watched = await h.browse(options)
      await signInAt(h.site, watched.page, OWNER, path)
      await watched.page.waitForURL(`${h.site.siteUrl}${path}`)
      // On a phone the sidebar is closed: the panel is there once its navigation is in the page.
      await watched.page
        .getByRole('navigation', { name: 'Admin sections', includeHidden: true })
        .waitFor({ state: 'attached' })
      return watched
    }

    /** One signed-in owner per screen size, shared by the screens' accessibility checks. */
    const owners = new Map<number, ReturnType<typeof asOwner>>()
    const signedInOwner = (viewport: { width: number; height: number }) => {
      const owner = owners.get(viewport.width) ?? asOwner('/admin', { viewport })
      owners.set(viewport.width, owner)
      return owner
    }

    const functions = (path: string, init?: RequestInit) =>
      fetch(`${h.site.platform.url}/functions/v1/${path}`, { redirect: 'manual', ...init })

    /** Chooses a file for the file input labelled `label`, as the owner would from disk. */
    async function choose(
      page: Page,
      label: string,
      name: string,
      mimeType: string,
      bytes: Uint8Array | string,
    ) {
      await page.getByLabel(label, { exact: true }).setInputFiles({
        name,
        mimeType,
        buffer: Buffer.from(bytes),
      })
    }

    it('creates a track from real files, refuses a 128 kbps master, publishes it and finds it on /tracks', async () => {
      const { page, problems } = await asOwner('/admin/tracks/new')
      await adminHeading(page, 'New track')
      await page.getByLabel('Title', { exact: true }).fill('Night Drive')
      await page.getByLabel('Genre', { exact: true }).fill('Techno')
      await page.getByLabel('BPM', { exact: true }).fill('130')
      await page.getByLabel('Private-use licence (€)').fill('29')
      await page.getByLabel('Commercial-use licence (€)').fill('99,90')
      await page.getByLabel('English (optional)').fill('A drive through the city at night.')
      await page.getByRole('button', { name: 'Create track' }).click()
      await page.waitForURL(/\/admin\/tracks\/[0-9a-f-]{36}$/)
      await adminHeading(page, 'Night Drive')

      const files = page.getByRole('region', { name: 'Files' })
      await choose(page, 'Cover', 'night-drive.svg', 'image/svg+xml', SVG_COVER)
      await files.getByRole('img', { name: 'Cover of Night Drive' }).waitFor()
      await choose(page, 'Preview MP3', 'night-drive-preview.mp3', 'audio/mpeg', mp3(128, 2))
      await files.locator('audio').waitFor()

      await choose(page, 'Full MP3', 'night-drive-128.mp3', 'audio/mpeg', mp3(128, 2))
      await files
        .getByRole('alert')
        .getByText('The full track must be an MP3 at a constant 320 kbps. This file is 128 kbps.')
        .waitFor()
      await choose(page, 'Full MP3', 'night-drive-master.mp3', 'audio/mpeg', mp3(320, 3))
      await files.getByText(/^320 kbps · [\d.]+ MB · 0:03$/).waitFor()

      await page.getByRole('switch', { name: 'On the site: Night Drive' }).click()
      await toast(page, 'status', 'Track published')

      await page.goto(`${h.site.siteUrl}/tracks?lng=en&q=Night`)
      await mainHeading(page)
      await page.getByRole('link', { name: 'Night Drive' }).first().waitFor()
      await page.goto(`${h.site.siteUrl}/track/night-drive?lng=en`)
      expect(await mainHeading(page)).toBe('Night Drive')
      // The refused master is the only problem the browser saw (a 422 from the admin function).
      const refused = /(422.*uploads\/complete|status of 422)/
      expect(problems.filter((line) => !refused.test(line))).toEqual([])
    })

    it('uploads a 13 MB WAV master in parts, and finishes it after the connection drops halfway', async () => {
      // 75 s of 44.1 kHz 16-bit stereo: three of Storage's 6 MB parts.
      const frames = 44_100 * 75
      const left = new Int16Array(frames)
      for (let i = 0; i < frames; i++)
        left[i] = Math.round(8000 * Math.sin((i * 2 * Math.PI) / 100))
      const wav = encodeWav({ sampleRate: 44_100, left, right: left })
      const [track] = await h.site.platform.sql<{ id: string }[]>`
        select id from public.tracks where slug = 'concrete-rain'`
      const { page, problems } = await asOwner(`/admin/tracks/${track!.id}`)
      await adminHeading(page, 'Concrete Rain')

      // The second part's connection is cut once, as a train going into a tunnel would.
      let parts = 0
      let cut = false
      await page.route('**/storage/v1/upload/resumable/**', async (route) => {
        if (route.request().method() === 'PATCH' && !cut && ++parts === 1) {
          cut = true
          await route.abort('connectionreset')
          return
        }
        await route.continue()
      })
      await choose(page, 'WAV master', 'concrete-rain.wav', 'audio/wav', wav)
      const files = page.getByRole('region', { name: 'Files' })
      await files.getByText(/^44\.1 kHz · 16 bit · /).waitFor({ timeout: 60_000 })
      expect(cut).toBe(true)
      const [stored] = await h.site.platform.sql<{ size: string }[]>`
        select o.metadata->>'size' as size from public.tracks as t
        join storage.objects as o on o.bucket_id = 'masters' and o.name = t.wav_path
        where t.id = ${track!.id}`
      expect(Number(stored?.size)).toBe(wav.length)
      // The cut connection is the only trouble the browser saw.
      expect(problems.filter((problem) => !/ERR_CONNECTION_RESET|resumable/.test(problem))).toEqual(
        [],
      )
    }, 120_000)

    it('refunds an order, after which its download links are refused', async () => {
      const email = `refund-${Date.now()}@example.com`
      const checkout = await functions('site/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
          email,
          name: 'Rita Refund',
          locale: 'en',
        }),
      })
      const { url } = (await checkout.json()) as { url: string }
      const sessionId = new URL(await pay(url, { shipping: false })).searchParams.get('session_id')!
      type Order = { id: string; status: string; downloads: { url: string }[] }
      const order = await waitFor('the order to be paid', async () => {
        const answer = (await (
          await functions(`site/orders/by-session/${sessionId}`)
        ).json()) as Order
        return answer.status === 'paid' && answer
      })
      const downloadUrl = new URL(
        order.downloads[0]!.url,
        `${h.site.platform.url}/functions/v1/site/`,
      )
      expect((await fetch(downloadUrl, { redirect: 'manual' })).status).toBe(302)

      const { page, problems } = await asOwner('/admin/sales')
      await page.getByRole('searchbox', { name: 'Buyer, email or order number' }).fill(email)
      await page.getByRole('button', { name: 'Search' }).click()
      await page.getByRole('link', { name: /^Open order #\d+$/ }).click()
      await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor()
      await page.getByRole('button', { name: 'Refund', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: /^Refund order #\d+$/ })
      await dialog.getByRole('button', { name: /^Refund €/ }).click()
      const licences = page.getByRole('region', { name: 'Licences' })
      await licences.getByText('Revoked').waitFor({ timeout: 20_000 })
      const status = page.getByRole('region', { name: 'Summary' }).locator('.admin-badge')
      expect(await status.textContent()).toBe('Refunded')

      const refused = await fetch(downloadUrl, { redirect: 'manual' })
      expect(refused.status).toBe(410)
      expect(problems).toEqual([])
    })

    it('marks a message read by opening it, and the unread count drops', async () => {
      const sent = await functions('site/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Lena Listener',
          email: 'lena@example.com',
          message: 'Will you play Lisbon next spring? The last set was incredible.',
          website: '',
        }),
      })
      expect(sent.status).toBe(201)

      const { page, problems } = await asOwner('/admin/messages')
      const inSidebar = page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: /^Messages/ })
      const unreadCount = async () =>
        Number((await inSidebar.locator('[aria-hidden="true"]').textContent()) ?? 0)
      await inSidebar.locator('[aria-hidden="true"]').waitFor()
      const before = await unreadCount()
      expect(before).toBeGreaterThan(0)

      await page.getByRole('link', { name: 'Lena Listener' }).click()
      await page.getByRole('heading', { level: 1, name: 'Message from Lena Listener' }).waitFor()
      await page.getByRole('button', { name: 'Mark as unread' }).waitFor()
      await waitFor('the unread count to drop', async () => {
        const badge = inSidebar.locator('[aria-hidden="true"]')
        const now = (await badge.count()) === 0 ? 0 : await unreadCount()
        return now === before - 1
      })
      expect(problems).toEqual([])
    })

    it('changes the DJ show rate, and the public page quotes the new one', async () => {
      const { page, problems } = await asOwner('/admin/settings')
      await page.getByRole('link', { name: 'Bookings and services' }).click()
      const rates = page.getByRole('region', { name: 'Rates' })
      await rates.getByLabel('Fee per block (EUR)').fill('750')
      await rates
        .getByText('The site says: €750 per 2-hour set, plus travel and expenses.')
        .waitFor()
      await page.getByRole('button', { name: 'Save: Bookings and services' }).click()
      await toast(page, 'status', 'Settings saved')

      await page.goto(`${h.site.siteUrl}/club-performance?lng=en`)
      await mainHeading(page)
      await page.getByText('€750 per 2-hour session plus travel and expenses').first().waitFor()
      expect(problems).toEqual([])
    })

    it('keeps unsaved settings across tabs and asks before leaving them behind', async () => {
      const { page, problems } = await asOwner('/admin/settings', {
        viewport: { width: 390, height: 844 },
      })
      const brand = page.getByRole('region', { name: 'Brand and contact' })
      await brand.getByLabel('Brand name').fill('KAEL VOSS')
      await page.getByRole('link', { name: /^Shop\b/ }).click()
      await page.waitForURL(`${h.site.siteUrl}/admin/settings/shop`)
      await page.getByRole('link', { name: /^General\s*\(Unsaved changes\)$/ }).click()
      expect(await brand.getByLabel('Brand name').inputValue()).toBe('KAEL VOSS')

      // The sidebar is a drawer on a phone: its Tracks link would drop the edit.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('link', { name: 'Tracks' }).click()
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' })
      await leave.waitFor()
      await leave.getByRole('button', { name: 'Cancel' }).click()
      await leave.waitFor({ state: 'hidden' })
      expect(new URL(page.url()).pathname).toBe('/admin/settings/general')

      // Staying leaves the sidebar open as it was.
      await page.getByRole('link', { name: 'Tracks' }).click()
      await leave.getByRole('button', { name: 'Leave without saving' }).click()
      await adminHeading(page, 'Tracks')
      await page.goto(`${h.site.siteUrl}/admin/settings`)
      await page.getByRole('region', { name: 'Brand and contact' }).waitFor()
      expect(await brand.getByLabel('Brand name').inputValue()).toBe('Kael Voss')
      expect(problems).toEqual([])
    })

    it('edits the artist: bio, hero photo, a press file and a gig, as the site then shows them', async () => {
      const { page, problems } = await asOwner('/admin/settings/artist')
      const artist = page.getByRole('region', { name: 'The artist' })
      // The bio, one language a tab.
      await artist.getByRole('tab', { name: /^English/ }).click()
      await artist
        .getByRole('textbox', { name: /^English/ })
        .fill('Kael Voss plays long, hypnotic sets.')
      await page.getByRole('button', { name: 'Save: Artist' }).click()
      await toast(page, 'status', 'Settings saved')

      await choose(page, 'Replace the home page photo', 'stage.png', 'image/png', PNG_PIXEL)
      await artist.getByRole('img', { name: 'Current home page photo' }).waitFor()
      await artist.getByLabel('Kind', { exact: true }).selectOption('rider')
      await artist.getByLabel('Title', { exact: true }).fill('Rider for clubs')
      await choose(page, 'Add a file', 'rider.pdf', 'application/pdf', '%PDF-1.7\n%%EOF\n')
      await artist.getByRole('link', { name: 'Rider for clubs' }).waitFor()

      // Gigs have a tab of their own; the tab's link keeps the panel's state (no reload).
      await page.getByRole('link', { name: 'Gigs', exact: true }).click()
      const gigs = page.getByRole('region', { name: 'Gigs' })
      await gigs.getByLabel('Date', { exact: true }).fill('2099-08-15')
      await gigs.getByLabel('Venue or festival').fill('Warehouse Project')
      await gigs.getByLabel('City', { exact: true }).fill('Manchester')
      // A country by its name; a ticket link as people copy it, without https://.
      await gigs.getByLabel('Country', { exact: true }).selectOption({ label: 'United Kingdom' })
      await gigs.getByLabel('Ticket link').fill('ra.co/events/2099815')
      await gigs.getByRole('button', { name: 'Add the gig' }).click()
      await toast(page, 'status', 'Gig added: Warehouse Project')
      await gigs.getByRole('button', { name: /^Delete\b.*Warehouse Project/ }).waitFor()
      // Edited in place: the city was wrong.
      await gigs.getByRole('button', { name: /^Edit\b.*Warehouse Project/ }).click()
      const editing = gigs.getByRole('group', { name: 'Edit the gig at Warehouse Project' })
      expect(await editing.getByLabel('Ticket link').inputValue()).toBe(
        'https://ra.co/events/2099815',
      )
      await editing.getByLabel('City', { exact: true }).fill('Salford')
      await gigs.getByRole('button', { name: 'Save', exact: true }).click()
      await toast(page, 'status', 'Gig saved: Warehouse Project')
      await gigs.getByText(/Warehouse Project, Salford \(GB\)/).waitFor()
      expect(
        await axeViolations(page).then((all) =>
          all.filter((v) => v.impact === 'critical' || v.impact === 'serious'),
        ),
      ).toEqual([])

      await page.goto(`${h.site.siteUrl}/press?lng=en`)
      await mainHeading(page)
      await page.getByText('Kael Voss plays long, hypnotic sets.').waitFor()
      await page.getByText('Rider for clubs', { exact: true }).waitFor()
      // The gig as edited, with its ticket link (named after the venue too).
      await page.getByText('Warehouse Project', { exact: true }).first().waitFor()
      await page
        .getByText(/Salford/)
        .first()
        .waitFor()
      expect(await page.locator('a[href="https://ra.co/events/2099815"]').count()).toBeGreaterThan(
        0,
      )
      expect(problems).toEqual([])
    })

    it('sends a camera-sized home page photo at the size the site shows, keeping see-through parts', async () => {
      const { page, problems } = await asOwner('/admin/settings/artist')
      const artist = page.getByRole('region', { name: 'The artist' })
      /** A picture drawn in the page: `type` at `width` × `height`, see-through on its left half. */
      const drawn = (type: string, width: number, height: number, seeThrough: boolean) =>
        page.evaluate(
          async ([type, width, height, seeThrough]) => {
            const canvas = new OffscreenCanvas(width, height)
            const context = canvas.getContext('2d')!
            const sky = context.createLinearGradient(0, 0, width, height)
            sky.addColorStop(0, '#3a0ca3')
            sky.addColorStop(1, '#f72585')
            context.fillStyle = sky
            context.fillRect(0, 0, width, height)
            for (let index = 0; index < 400; index += 1) {
              context.fillStyle = `hsl(${(index * 37) % 360} 80% 60%)`
              context.fillRect((index * 397) % width, (index * 211) % height, 60, 90)
            }
            if (seeThrough) context.clearRect(0, 0, width / 2, height)
            const blob = await canvas.convertToBlob({ type, quality: 0.92 })
            return [...new Uint8Array(await blob.arrayBuffer())]
          },
          [type, width, height, seeThrough] as const,
        )
      /** The stored picture's size, and whether its top-left pixel is see-through. */
      const stored = (url: string) =>
        page.evaluate(async (url) => {
          const image = new Image()
          image.crossOrigin = 'anonymous'
          image.src = url
          await image.decode()
          const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight)
          const context = canvas.getContext('2d')!
          context.drawImage(image, 0, 0)
          const seeThrough = context.getImageData(0, 0, 1, 1).data[3]! < 255
          return { width: image.naturalWidth, height: image.naturalHeight, seeThrough }
        }, url)
      const heroInput = page.getByLabel(/^(Home page photo|Replace the home page photo)$/)
      const current = artist.getByRole('img', { name: 'Current home page photo' })

      // What a phone's camera makes: 4032 × 3024 px, a JPEG of a few hundred kilobytes.
      const jpeg = await drawn('image/jpeg', 4032, 3024, false)
      await heroInput.setInputFiles({
        name: 'IMG_2041.JPG',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(jpeg),
      })
      await expect.poll(() => current.getAttribute('src')).toMatch(/\/artist\/hero-[a-z0-9]+\.jpg$/)
      const photo = (await current.getAttribute('src'))!
      expect((await (await fetch(photo)).arrayBuffer()).byteLength).toBeLessThan(jpeg.length)
      expect(await stored(photo)).toEqual({ width: 2048, height: 1536, seeThrough: false })
      // The home page shows it, and asks for it with its first bytes.
      const home = await (await fetch(`${h.site.siteUrl}/?lng=en`)).text()
      expect(/<link rel="preload" as="image" [^>]*>/.exec(home)?.[0]).toContain(
        `${new URL(photo).pathname.replace('/object/', '/render/image/')}?width=1280 1280w`,
      )

      // A picture with see-through parts stays see-through: WebP, not JPEG.
      const png = await drawn('image/png', 3000, 2000, true)
      await heroInput.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from(png),
      })
      await expect
        .poll(() => current.getAttribute('src'))
        .toMatch(/\/artist\/hero-[a-z0-9]+\.webp$/)
      const logo = (await current.getAttribute('src'))!
      expect(await stored(logo)).toEqual({ width: 2048, height: 1365, seeThrough: true })
      expect(problems).toEqual([])
    })

    it.each([
      ['/admin', 'Dashboard'],
      ['/admin/tracks', 'Tracks'],
      ['/admin/tracks/new', 'New track'],
      ['/admin/sales', 'Sales'],
      ['/admin/messages', 'Messages'],
      ['/admin/settings', 'Settings'],
      ['/admin/settings/artist', 'Settings'],
      ['/admin/settings/gigs', 'Settings'],
      ['/admin/settings/bookings', 'Settings'],
      ['/admin/settings/shop', 'Settings'],
      ['/admin/settings/discounts', 'Settings'],
      ['/admin/settings/licences', 'Settings'],
      ['/admin/settings/security', 'Settings'],
      ['/admin/shop-products', 'Shop products'],
      ['/admin/shop-products/new', 'New product'],
    ])('%s has no accessibility violations, on a laptop and a phone', async (path, heading) => {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const { page, problems } = await signedInOwner(viewport)
        const problemsBefore = problems.length
        await page.goto(`${h.site.siteUrl}${path}`)
        await adminHeading(page, heading)
        await settled(page)
        const violations = await axeViolations(page)
        const report = violations.map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help}\n` +
            violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
        )
        expect(report, report.join('\n')).toEqual([])
        // Nothing wider than the phone: tables scroll inside their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        )
        expect(problems.slice(problemsBefore)).toEqual([])
      }
    })

    it('marks a gear order shipped from a phone, and the buyer gets the tracking by email', async () => {
      const email = `ship-${Date.now()}@example.com`
      const checkout = await functions('site/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ kind: 'product', slug: 'kv1-studio-headphones', quantity: 1 }],
          email,
          name: 'Sam Shipping',
          locale: 'fr',
        }),
      })
      const { order_id: orderId, url } = (await checkout.json()) as {
        order_id: string
        url: string
      }
      const sessionId = new URL(await pay(url, { shipping: true })).searchParams.get('session_id')!
      await waitFor('the order to be paid', async () => {
        const answer = (await (await functions(`site/orders/by-session/${sessionId}`)).json()) as {
          status: string
        }
        return answer.status === 'paid'
      })

      const { page, problems } = await asOwner(`/admin/sales/${orderId}`, {
        viewport: { width: 390, height: 844 },
      })
      await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor()
      const shipping = page.getByRole('region', { name: 'Shipping', exact: true })
      await shipping.getByLabel('Carrier').fill('Colissimo')
      await shipping.getByLabel('Tracking number').fill('6A12345678901')
      await shipping
        .getByLabel(/^Tracking link/)
        .fill('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901')
      expect(await axeViolations(page)).toEqual([])
      await shipping.getByRole('button', { name: 'Mark as shipped' }).click()
      await toast(page, 'status', 'Marked as shipped')
      await shipping.getByRole('link', { name: '6A12345678901' }).waitFor()
      expect(await shipping.getByRole('button', { name: 'Mark as shipped' }).count()).toBe(0)

      const mail = await waitFor('the shipping email', async () => {
        const { data } = (await (
          await fetch(`${h.site.platform.url}/_mail/api/messages`)
        ).json()) as {
          data: { to: string[]; subject: string; text: string | null }[]
        }
        return data.find(
          (message) => message.to.includes(email) && /en route/.test(message.subject),
        )
      })
      // French puts a no-break space before the colon.
      expect(mail.text).toContain('Numéro de suivi\u00a0: 6A12345678901')
      expect(problems).toEqual([])
    })

    it('fits every admin screen in a 390 px phone, lists and details alike', async () => {
      const { page, problems } = await asOwner('/admin', { viewport: { width: 390, height: 844 } })
      const widthOf = async (path: string) => {
        await page.getByRole('heading', { level: 1 }).waitFor()
        await settled(page)
        return [path, await page.evaluate(() => document.documentElement.scrollWidth)]
      }
      const widths = []
      for (const path of [
        '/admin',
        '/admin/tracks',
        '/admin/shop-products',
        '/admin/sales',
        '/admin/messages',
        '/admin/settings',
        '/admin/settings/artist',
        '/admin/settings/gigs',
        '/admin/settings/bookings',
        '/admin/settings/shop',
        '/admin/settings/discounts',
        '/admin/settings/licences',
        '/admin/settings/security',
        '/admin/tracks/new',
        '/admin/shop-products/new',
      ]) {
        await page.goto(`${h.site.siteUrl}${path}`)
        widths.push(await widthOf(path))
      }
      // The demo seeds these; an order's page at 390 px is the shipping test's.
      for (const list of ['/admin/tracks', '/admin/shop-products', '/admin/messages']) {
        await page.goto(`${h.site.siteUrl}${list}`)
        await page.locator('tbody th[scope="row"] a').first().click()
        await page.waitForURL((address) => address.pathname.startsWith(`${list}/`))
        widths.push(await widthOf(`${list}/{id}`))
      }
      expect(widths.filter(([, width]) => Number(width) > 390)).toEqual([])
      expect(widths).toHaveLength(18)
      expect(problems).toEqual([])
    }, 120_000)

    it('has no accessibility violations on the detail screens: track, product, order, message', async () => {
      const { page, problems } = await asOwner('/admin/tracks')
      for (const list of [
        '/admin/tracks',
        '/admin/shop-products',
        '/admin/sales',
        '/admin/messages',
      ]) {
        await page.goto(`${h.site.siteUrl}${list}`)
        // The first row's own link opens its detail screen.
        await page.locator('tbody th[scope="row"] a').first().click()
        await page.waitForURL((address) => address.pathname.startsWith(`${list}/`))
        await page.getByRole('heading', { level: 1 }).waitFor()
        await settled(page)
        const violations = await axeViolations(page)
        expect(violations.map((violation) => `${violation.id} on ${page.url()}`)).toEqual([])
      }
      expect(problems).toEqual([])
    })
  },
)

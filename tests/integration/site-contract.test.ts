import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { GigList } from '../../functions/_shared/contract/artist.ts'
import { CheckoutCreated, OrderView } from '../../functions/_shared/contract/checkout.ts'
import { ERROR_CODES } from '../../functions/_shared/contract/error-codes.ts'
import { LicenceVerification } from '../../functions/_shared/contract/site/licences.ts'
import {
  Product,
  ProductList,
  PublicSettings,
  SitemapView,
  TrackDetail,
  TrackList,
} from '../../functions/_shared/contract/site/site.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// One contract per endpoint: every answer of the site function, read through the whole platform
// with the demo data, parses with the schema the server's DTOs and the web's types come from.
// Strict schemas: a field added, renamed or retyped on one side fails here.

const ErrorBody = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODES),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

describe('the site function’s answers match the shared contract', () => {
  let p: TestPlatform

  beforeAll(async () => {
    p = await startTestPlatform()
  })
  afterAll(() => p?.stop())

  async function read<S extends z.ZodType>(schema: S, path: string, init?: RequestInit) {
    const response = await p.call(path, init)
    const body = await response.json()
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new Error(
        `${path} (${response.status}) breaks its contract: ${z.prettifyError(parsed.error)}`,
      )
    }
    return { status: response.status, body: parsed.data as z.infer<S> }
  }

  it('answers settings, tracks, products and gigs in their shapes, in every language', async () => {
    for (const lang of ['es', 'en', 'fr', 'de', 'pt']) {
      expect((await read(PublicSettings, `site/settings?lang=${lang}`)).status).toBe(200)
      const tracks = await read(TrackList, `site/tracks?lang=${lang}&limit=50`)
      expect(tracks.body.items.length).toBeGreaterThan(0)
      for (const track of tracks.body.items) {
        const page = await read(
          TrackDetail,
          `site/tracks/${encodeURIComponent(track.slug)}?lang=${lang}`,
        )
        // Every demo preview has its waveform, seeded from the file; lists never carry one.
        expect(page.body.waveform?.peaks.length, track.slug).toBeGreaterThanOrEqual(600)
        expect(page.body.related.every((related) => !('waveform' in related))).toBe(true)
      }
      expect(tracks.body.items.every((track) => !('waveform' in track))).toBe(true)
      const products = await read(ProductList, `site/products?lang=${lang}`)
      expect(products.body.items.length).toBeGreaterThan(0)
      for (const product of products.body.items) {
        await read(Product, `site/products/${encodeURIComponent(product.slug)}?lang=${lang}`)
      }
    }
    const gigs = await read(GigList, 'site/gigs')
    expect(gigs.body.upcoming.length + gigs.body.past.length).toBeGreaterThan(0)
    const sitemap = await read(SitemapView, 'site/sitemap')
    expect(sitemap.body.tracks.length).toBeGreaterThan(0)
  })

  it('answers a checkout, its order before and after payment, and its licence', async () => {
    const created = await read(CheckoutCreated, 'site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          { kind: 'track', slug: 'midnight-circuit', licence: 'commercial' },
          { kind: 'product', slug: 'hifi-musician-earplugs', quantity: 1 },
        ],
        email: `contract-${randomBytes(3).toString('hex')}@example.com`,
        name: 'Cora Contract',
        locale: 'en',
      }),
    })
    expect(created.status).toBe(201)
    const sessionId = sessionIdOf(created.body.url)
    const pending = await read(OrderView, `site/orders/by-session/${sessionId}`)
    expect(pending.body.status).toBe('pending')

    await pay(created.body.url, { shipping: true })
    const paid = await waitFor('the order to be paid', async () => {
      const { body } = await read(OrderView, `site/orders/by-session/${sessionId}`)
      return body.status === 'paid' && body
    })
    expect(paid.downloads).toHaveLength(1)
    const [licence] = paid.licences
    const verification = await read(
      LicenceVerification,
      `site/licences/${encodeURIComponent(licence?.number ?? '')}`,
    )
    expect(verification.body).toMatchObject({ number: licence?.number, valid: true })
  })

  it('answers refusals in the error shape, with a code from the catalogue', async () => {
    const refusals: [string, RequestInit | undefined, number][] = [
      ['site/tracks/no-such-track', undefined, 404],
      ['site/products/no-such-product', undefined, 404],
      ['site/tracks?limit=-4', undefined, 400],
      ['site/orders/by-session/cs_test_unknown', undefined, 404],
      ['site/licences/NOPE-0000', undefined, 404],
      ['site/nowhere', undefined, 404],
      [
        'site/contact',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' },
        415,
      ],
      [
        'site/contact',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' },
        400,
      ],
      [
        'site/contact',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
        422,
      ],
      ['site/checkout', { method: 'GET' }, 405],
    ]
    for (const [path, init, status] of refusals) {
      expect((await read(ErrorBody, path, init)).status, path).toBe(status)
    }
  })
})

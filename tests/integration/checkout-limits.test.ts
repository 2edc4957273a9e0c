import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxPerOrder, OPEN_CHECKOUTS_PER_EMAIL } from '../../functions/_shared/contract/checkout.ts'
import { CHECKOUT_LIMITS } from '../../functions/site/checkout/rate-limit.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// One visitor cannot hold the shop: an unpaid checkout reserves gear for 30 minutes (the Checkout
// Session's life), never more than all but one unit of a product, and one buyer may have only a
// few such checkouts open at a time.

let p: TestPlatform
beforeAll(async () => {
  p = await startTestPlatform()
})
afterAll(() => p?.stop())

type ShopProduct = { slug: string; available: number; max_per_order: number }

const products = async () =>
  ((await (await p.call('site/products?limit=50')).json()) as { items: ShopProduct[] }).items

const checkout = (email: string, items: object[]) =>
  p.call('site/checkout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items, email, name: 'Hoarding Harry', locale: 'en' }),
  })

const buyer = (label: string) => `${label}-${randomBytes(3).toString('hex')}@example.com`

describe('checkout limits', () => {
  it('lets a hundred buyers behind one venue’s address all check out within the hour', async () => {
    // Every request of this test comes from 127.0.0.1: one address, as a venue's wifi.
    const statuses: number[] = []
    for (let index = 0; index < 100; index++) {
      const response = await checkout(buyer(`venue${index}`), [
        { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
      ])
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([])
    // One buyer is still one buyer: ten an hour per email.
    const email = buyer('eager')
    const own: number[] = []
    for (let index = 0; index < CHECKOUT_LIMITS.perEmail.limit + 1; index++) {
      const response = await checkout(email, [
        { kind: 'track', slug: 'velvet-hours', licence: 'private' },
      ])
      await response.arrayBuffer()
      own.push(response.status)
    }
    expect(own.at(-1)).toBe(429)
    expect(own.slice(0, -1).every((status) => status === 201)).toBe(true)
  })

  it('allows a buyer only a few open checkouts holding gear, "+tags" counting as the same email', async () => {
    const [product] = (await products()).filter((item) => item.available >= 4)
    expect(product).toBeDefined()
    const email = buyer('repeat')
    const [name, domain] = email.split('@')
    for (let open = 0; open < OPEN_CHECKOUTS_PER_EMAIL; open += 1) {
      const response = await checkout(`${name}+${open}@${domain}`, [
        { kind: 'product', slug: product!.slug, quantity: 1 },
      ])
      expect(response.status).toBe(201)
    }
    const refused = await checkout(email.toUpperCase(), [
      { kind: 'product', slug: product!.slug, quantity: 1 },
    ])
    expect(refused.status).toBe(429)
    expect((await refused.json()).error.code).toBe('too_many_open_checkouts')
    // Licences hold no stock: a track checkout is still fine.
    const tracks = await checkout(email, [
      { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
    ])
    expect(tracks.status).toBe(201)
  })

  it('leaves every product with two or more in stock buyable after one greedy unpaid checkout', async () => {
    const before = (await products()).filter((product) => product.available >= 1)
    const greedy = buyer('greedy')
    // Asking for everything is refused, naming the lines...
    const everything = await checkout(
      greedy,
      before.map((product) => ({
        kind: 'product',
        slug: product.slug,
        quantity: product.available,
      })),
    )
    expect(everything.status).toBe(409)
    expect((await everything.json()).error.code).toBe('out_of_stock')
    // ...while the most one order may hold is reserved, and left unpaid.
    const held = await checkout(
      greedy,
      before.map((product) => ({
        kind: 'product',
        slug: product.slug,
        quantity: product.max_per_order,
      })),
    )
    expect(held.status).toBe(201)
    const { url } = (await held.json()) as { url: string }
    const session = await p.stripe.checkout.sessions.retrieve(
      new URL(url).pathname.split('/').at(-1)!,
    )
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60)
    expect(session.expires_at - session.created).toBeLessThanOrEqual(32 * 60)

    const after = await products()
    for (const product of before) {
      const now = after.find((item) => item.slug === product.slug)!
      expect(now.available, product.slug).toBe(product.available - maxPerOrder(product.available))
      if (product.available >= 2) expect(now.available, product.slug).toBeGreaterThanOrEqual(1)
    }
    // Someone else buys one of each of those.
    const other = await checkout(
      buyer('other'),
      before
        .filter((product) => product.available >= 2)
        .map((product) => ({ kind: 'product', slug: product.slug, quantity: 1 })),
    )
    expect(other.status).toBe(201)
  })
})

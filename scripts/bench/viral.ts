import { randomBytes } from 'node:crypto'
import type { Sql } from '../../functions/_shared/db/request-context.ts'
import { paymentForm } from '../../tests/integration/helpers/platform.ts'

// A shared link going viral, in a few seconds: hundreds of visitors at once reading the catalogue
// and opening served pages, while a crowd races to check out the last units of one product. What
// must hold whatever the machine: no 5xx, and exactly the units in stock sold, never more. The
// figures (latency percentiles) are the machine's. Used by `npm run bench` and by
// tests/integration/viral-link.test.ts.

export type ViralTarget = {
  /** `{platform}/functions/v1`. */
  functionsUrl: string
  /** Where the site serves its pages, when it does (a platform started with the web build). */
  siteUrl: string | null
  /** The platform's own connection (the database owner): sets the stock, counts what sold. */
  sql: Sql
}

export type ViralOptions = { reads: number; checkouts: number; units: number }

export type ViralFigures = {
  requests: number
  reads: number
  checkouts: number
  /** Answers by status, e.g. { 200: 498, 201: 5, 409: 55 }. */
  statuses: Record<string, number>
  serverErrors: number
  accepted: number
  sold: number
  /** Latency of every request of the burst, reads and checkouts alike (ms). */
  p50: number
  p99: number
  max: number
  /** From the first request sent to the last answer (ms). */
  burstMs: number
}

export const VIRAL_DEFAULTS: ViralOptions = { reads: 500, checkouts: 60, units: 5 }

export async function viralLoad(
  target: ViralTarget,
  options: ViralOptions = VIRAL_DEFAULTS,
): Promise<ViralFigures> {
  const [product] = await target.sql<{ id: string; slug: string }[]>`
    select id, slug from public.products where is_active order by slug limit 1`
  const [track] = await target.sql<{ slug: string }[]>`
    select slug from public.tracks where is_published and exclusive_sold_at is null
    order by slug limit 1`
  if (!product || !track) throw new Error('The viral load needs a product and a track: seed first')
  // The last `units` of the product, nothing held.
  await target.sql`
    update public.products set stock = ${options.units}, reserved = 0 where id = ${product.id}`
  const soldBefore = await unitsSold(target.sql, product.id)

  const site = `${target.functionsUrl}/site`
  const apiReads = [
    `${site}/tracks?lang=en`,
    `${site}/products?lang=en`,
    `${site}/tracks/${track.slug}?lang=en`,
    `${site}/settings`,
  ]
  const pages = target.siteUrl
    ? [
        `${target.siteUrl}/`,
        `${target.siteUrl}/track/${track.slug}?lng=en`,
        `${target.siteUrl}/shop`,
      ]
    : []
  // One visitor in ten opens a page here (the others read the API, as a hydrated page and the
  // shop's filters do). In production a CDN serves nearly every view of a shared page (s-maxage);
  // locally each is rendered, which costs far more than a read, and with no CDN in front the
  // burst would measure the renderer alone.
  const readAt = (index: number) =>
    pages.length > 0 && index % 10 === 0
      ? pages[(index / 10) % pages.length]!
      : apiReads[index % apiReads.length]!
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now()
    const response = await request().catch(() => null)
    const body = response ? await response.text().catch(() => '') : ''
    latencies.push(performance.now() - started)
    const status = String(response?.status ?? 'dropped')
    statuses[status] = (statuses[status] ?? 0) + 1
    return { status: response?.status ?? 0, body }
  }
  const run = randomBytes(3).toString('hex')
  const started = performance.now()
  const [, checkouts] = await Promise.all([
    Promise.all(
      Array.from({ length: options.reads }, (_, index) => timed(() => fetch(readAt(index)))),
    ),
    Promise.all(
      Array.from({ length: options.checkouts }, (_, index) =>
        timed(() =>
          fetch(`${site}/checkout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              items: [{ kind: 'product', slug: product.slug, quantity: 1 }],
              email: `viral-${run}-${index}@example.com`,
              name: `Viral Buyer ${index}`,
              locale: 'en',
            }),
          }),
        ),
      ),
    ),
  ])
  const burstMs = performance.now() - started

  // Everyone who got a payment page pays.
  const urls = checkouts
    .filter((checkout) => checkout.status === 201)
    .map((checkout) => (JSON.parse(checkout.body) as { url: string }).url)
  for (const url of urls) {
    const paid = await fetch(`${url}/pay`, {
      method: 'POST',
      body: paymentForm({ shipping: true }),
      redirect: 'manual',
    })
    await paid.arrayBuffer()
  }
  const sold = await waitForSales(target.sql, product.id, soldBefore, urls.length)

  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0)
  return {
    requests: options.reads + options.checkouts,
    reads: options.reads,
    checkouts: options.checkouts,
    statuses,
    serverErrors: Object.entries(statuses)
      .filter(([status]) => status === 'dropped' || Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0),
    accepted: urls.length,
    sold,
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(sorted.at(-1) ?? 0),
    burstMs: Math.round(burstMs),
  }
}

async function unitsSold(sql: Sql, productId: string): Promise<number> {
  const [row] = await sql<{ units: number }[]>`
    select coalesce(sum(i.quantity), 0)::int as units
    from public.order_items as i join public.orders as o on o.id = i.order_id
    where i.product_id = ${productId} and o.status = 'paid'`
  return row?.units ?? 0
}

/** Waits until the paid checkouts are fulfilled (webhooks), then answers the units sold. */
async function waitForSales(sql: Sql, productId: string, before: number, expected: number) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const sold = (await unitsSold(sql, productId)) - before
    if (sold >= expected || Date.now() > deadline) return sold
    await new Promise((next) => setTimeout(next, 100))
  }
}

import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TrackDetail, TrackList } from '../../functions/_shared/contract/site/site.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { createScratchDatabase, databaseTargets } from '../helpers/database.ts'
import {
  paymentForm,
  sessionIdOf,
  startTestPlatform,
  type TestPlatform,
} from './helpers/platform.ts'

// Two buyers can never both get a track's exclusive rights, and the database decides: racing
// checkouts hold it one at a time (the others get 409 exclusive_on_hold), and when payments race
// anyway (holds lost, as if a session outlived its order) exactly one is fulfilled, the others
// refunded, or stopped at Stripe's checkout before they pay. Through the whole platform, its Stripe sandbox and webhooks, on the embedded
// database and on a PostgreSQL server, where the requests really run side by side.

const TRACK = 'midnight-circuit'
const EXCLUSIVE = { kind: 'track', slug: TRACK, licence: 'exclusive' }
const RACERS = 5

describe.each(databaseTargets())('exclusive rights racing on $target', ({ target, skip }) => {
  let p: TestPlatform
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (skip) return
    if (target === 'server') {
      const scratch = await createScratchDatabase(String(process.env.TEST_DATABASE_URL), 'excl')
      dropDatabase = scratch.drop
      p = await startTestPlatform({ databaseUrl: scratch.url })
    } else {
      p = await startTestPlatform()
    }
  }, 240_000)
  afterAll(async () => {
    await p?.stop()
    await dropDatabase?.()
  })

  const checkout = (label: string, items: object[] = [EXCLUSIVE]) =>
    p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items,
        email: `${label}-${randomBytes(3).toString('hex')}@example.com`,
        name: `Racer ${label}`,
        locale: 'en',
      }),
    })
  const track = async () => {
    const [row] = await p.platform.sql<
      { exclusive_order_id: string | null; exclusive_sold_at: Date | null }[]
    >`select exclusive_order_id, exclusive_sold_at from public.tracks where slug = ${TRACK}`
    return row!
  }
  const exclusiveGrants = () =>
    p.platform.sql<{ order_id: string; revoked_at: Date | null }[]>`
      select g.order_id, g.revoked_at from public.licence_grants as g
      join public.tracks as t on t.id = g.track_id
      where t.slug = ${TRACK} and g.licence = 'exclusive'`

  it.skipIf(skip)('lets one of several simultaneous checkouts hold the exclusive', async () => {
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => checkout(`hold${index}`)),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, ...Array(RACERS - 1).fill(409)])
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toMatchObject({
        error: { code: 'exclusive_on_hold', fields: { 'items.0': 'exclusive_on_hold' } },
      })
    }
    const winner = responses.find((response) => response.status === 201)!
    const { order_id: orderId, url } = (await winner.json()) as { order_id: string; url: string }
    expect((await track()).exclusive_order_id).toBe(orderId)

    // Its session expires unpaid: the hold ends with it, and the next buyer can check out.
    await p.stripe.checkout.sessions.expire(sessionIdOf(url))
    await p.delivered(sessionIdOf(url), 'checkout.session.expired')
    expect((await track()).exclusive_order_id).toBeNull()
  })

  it.skipIf(skip)(
    'fulfils exactly one of several exclusive payments racing, stops or refunds the rest, and takes the track off sale',
    { timeout: 180_000 },
    async () => {
      // A private licence checked out before the exclusive sells, still unpaid when it does.
      const early = await checkout('early', [{ kind: 'track', slug: TRACK, licence: 'private' }])
      expect(early.status).toBe(201)
      const earlyUrl = ((await early.json()) as { url: string }).url

      // Every racer gets a payable session: the hold is lifted behind each one's back, as if
      // every earlier session had outlived its order. Only the database stands in the way.
      const sessions: { orderId: string; url: string }[] = []
      for (let index = 0; index < RACERS; index += 1) {
        const response = await checkout(`pay${index}`)
        expect(response.status).toBe(201)
        const { order_id: orderId, url } = (await response.json()) as {
          order_id: string
          url: string
        }
        sessions.push({ orderId, url })
        await p.platform
          .sql`update public.tracks set exclusive_order_id = null where slug = ${TRACK}`
      }

      // Everyone presses Pay at once; the sandbox sends each completion to the webhook. The
      // first sale expires the sessions not yet paid, so a racer whose Pay arrives after it is
      // turned away (410) instead of charged.
      const paid = await Promise.all(
        sessions.map(({ url }) =>
          fetch(`${url}/pay`, {
            method: 'POST',
            body: paymentForm({ shipping: false }),
            redirect: 'manual',
          }),
        ),
      )
      const charged = sessions.filter((_, index) => paid[index]!.status === 303)
      const turnedAway = sessions.filter((_, index) => paid[index]!.status === 410)
      expect(charged.length + turnedAway.length).toBe(RACERS)
      expect(charged.length).toBeGreaterThanOrEqual(1)
      // Fulfilments, refunds and their webhooks, one after another on a busy machine.
      await Promise.all([
        ...charged.map(({ url }) =>
          p.delivered(sessionIdOf(url), 'checkout.session.completed', { timeoutMs: 60_000 }),
        ),
        ...turnedAway.map(({ url }) =>
          p.delivered(sessionIdOf(url), 'checkout.session.expired', { timeoutMs: 60_000 }),
        ),
      ])

      const orders = await p.platform.sql<{ id: string; status: string; total_cents: number }[]>`
      select id, status, total_cents from public.orders where id in ${p.platform.sql(sessions.map((s) => s.orderId))}`
      const byStatus = (status: string) => orders.filter((order) => order.status === status)
      expect(byStatus('paid')).toHaveLength(1)
      const winner = byStatus('paid')[0]!
      expect(winner.total_cents).toBe(149000)
      expect(charged.map((s) => s.orderId)).toContain(winner.id)
      // Charged losers are cancelled (and refunded below); the others never paid: expired.
      expect(
        byStatus('cancelled')
          .map((order) => order.id)
          .sort(),
      ).toEqual(
        charged
          .map((s) => s.orderId)
          .filter((id) => id !== winner.id)
          .sort(),
      )
      expect(
        byStatus('expired')
          .map((order) => order.id)
          .sort(),
      ).toEqual(turnedAway.map((s) => s.orderId).sort())

      const grants = await exclusiveGrants()
      expect(grants.filter((grant) => grant.revoked_at === null).map((g) => g.order_id)).toEqual([
        winner.id,
      ])
      const sold = await track()
      expect(sold.exclusive_order_id).toBe(winner.id)
      expect(sold.exclusive_sold_at).not.toBeNull()

      // Each charged loser's money is kept as an unmatched payment and refunded in full, once.
      const losers = byStatus('cancelled').map((order) => order.id)
      const refunded = await waitFor(
        'the losers to be refunded',
        async () => {
          const rows = await p.platform.sql<
            { order_id: string; reason: string; amount_cents: number; refund_status: string }[]
          >`select order_id, reason, amount_cents, refund_status from public.unmatched_payments
        where order_id = any(${losers}::uuid[])`
          return rows.length === losers.length && rows.every((r) => r.refund_status === 'refunded')
            ? rows
            : false
        },
        { timeoutMs: 30_000 },
      )
      expect(refunded.map((row) => [row.reason, row.amount_cents])).toEqual(
        Array(losers.length).fill(['exclusive_sold', 149000]),
      )
      // Those buyers are told, in their language, that the rights went to someone else.
      const notices = await p.platform.sql<{ subject: string }[]>`
      select subject from public.email_outbox
      where dedupe_key = any(${losers.map((id) => `order:${id}:exclusive-refund`)}::text[])`
      expect(notices).toHaveLength(losers.length)
      for (const notice of notices) expect(notice.subject).toMatch(/your payment is being refunded/)

      // The private licence still unpaid when the exclusive sold: its checkout was expired at
      // Stripe, so its buyer cannot pay for what can no longer be delivered.
      await p.delivered(sessionIdOf(earlyUrl), 'checkout.session.expired')
      const earlySession = await p.stripe.checkout.sessions.retrieve(sessionIdOf(earlyUrl))
      expect(earlySession.status).toBe('expired')
      const earlyPaid = await fetch(`${earlyUrl}/pay`, {
        method: 'POST',
        body: paymentForm({ shipping: false }),
        redirect: 'manual',
      })
      expect(earlyPaid.status).toBe(410)
      const [earlyOrder] = await p.platform.sql<{ status: string }[]>`
      select status from public.orders where stripe_checkout_session_id = ${sessionIdOf(earlyUrl)}`
      expect(earlyOrder?.status).toBe('expired')

      // Off sale: no licence can be bought; the page stays and says so; the lists leave it out.
      const again = await checkout('late', [{ kind: 'track', slug: TRACK, licence: 'commercial' }])
      expect(again.status).toBe(409)
      expect((await again.json()).error.code).toBe('item_unavailable')
      const page = TrackDetail.parse(await (await p.call(`site/tracks/${TRACK}`)).json())
      expect(page).toMatchObject({ exclusive_sold: true, prices: { exclusive: null } })
      const list = TrackList.parse(await (await p.call('site/tracks?limit=50')).json())
      expect(list.items.map((item) => item.slug)).not.toContain(TRACK)
      expect(await (await p.call('site/sitemap.xml')).text()).not.toContain(`/track/${TRACK}`)
    },
  )
})

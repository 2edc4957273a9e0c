import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CheckoutCreated, OrderView } from '../../functions/_shared/contract/checkout.ts'
import { ERROR_CODES } from '../../functions/_shared/contract/error-codes.ts'
import { LibraryDownloadLink, LibraryView } from '../../functions/_shared/contract/site/library.ts'
import type { SentMessage } from '../../platform/mail/index.ts'
import { supabaseClient } from '../contract/helpers/auth-clients.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// The buyer library over HTTP: orders bought through the sandbox, a buyer signed in with the
// code from their email, and the `site/me/…` answers parsed with the shared contract.

const ErrorBody = z.strictObject({
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string().min(1) }),
})

describe('the buyer library', () => {
  let p: TestPlatform
  const tag = randomBytes(3).toString('hex')
  const alice = `lib-alice-${tag}@example.com`
  const bob = `lib-bob-${tag}@example.com`
  const aliceTagged = `lib-alice-${tag}+vinyl@example.com`
  const bought: Record<string, OrderView> = {}

  async function buy(email: string, items: unknown[], shipping: boolean) {
    const created = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items, email, name: 'Alex Fan', locale: 'en' }),
    })
    expect(created.status).toBe(201)
    const { url } = (await created.json()) as CheckoutCreated
    await pay(url, { shipping })
    let view: OrderView | undefined
    await waitFor(
      `order of ${email} to be paid`,
      async () => {
        view = (await (
          await p.call(`site/orders/by-session/${sessionIdOf(url)}`)
        ).json()) as OrderView
        return view.status === 'paid'
      },
      { timeoutMs: 30_000 },
    )
    return view!
  }

  // One email per address per minute: each buyer signs in once and keeps the token.
  const tokens = new Map<string, Promise<string>>()
  const signInByEmail = (email: string) => {
    if (!tokens.has(email)) tokens.set(email, signInWithCode(email))
    return tokens.get(email)!
  }

  /** Signs in as the library does: the email's six-digit code, no password. */
  async function signInWithCode(email: string) {
    const supabase = supabaseClient(p.url, p.keys.publishable_key)
    const { error } = await supabase.auth.signInWithOtp({ email })
    expect(error).toBeNull()
    const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
      data: SentMessage[]
    }
    const message = data.find((m) => m.to.includes(email.toLowerCase()))
    const code = /^(\d{6})$/m.exec(message?.text ?? '')?.[1]
    expect(code).toBeTruthy()
    const verified = await supabase.auth.verifyOtp({ email, token: code!, type: 'email' })
    expect(verified.error).toBeNull()
    return verified.data.session!.access_token
  }

  const asBuyer = (token: string, path: string, init: RequestInit = {}) =>
    p.call(`site/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    })

  async function library(token: string) {
    const response = await asBuyer(token, 'me/orders')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return LibraryView.parse(await response.json())
  }

  async function download(token: string, grantId: string) {
    const response = await asBuyer(token, `me/downloads/${grantId}`, { method: 'POST' })
    return { status: response.status, body: await response.json() }
  }

  beforeAll(async () => {
    p = await startTestPlatform()
    // Alice buys twice (once typing her address in capitals), once with a +tag; Bob once.
    bought.alice = await buy(
      alice.toUpperCase(),
      [
        { kind: 'track', slug: 'midnight-circuit', licence: 'private' },
        { kind: 'product', slug: 'kv1-studio-headphones', quantity: 1 },
      ],
      true,
    )
    bought.aliceAgain = await buy(
      alice,
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'commercial' }],
      false,
    )
    bought.tagged = await buy(
      aliceTagged,
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      false,
    )
    bought.bob = await buy(
      bob,
      [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
      false,
    )
  }, 300_000)
  afterAll(() => p?.stop())

  it('shows a buyer every order placed with their email, and no one else’s', async () => {
    const token = await signInByEmail(alice)
    const view = await library(token)
    expect(view.email).toBe(alice)
    expect(view.orders.map((order) => order.id).sort()).toEqual(
      [bought.alice!.id, bought.aliceAgain!.id].sort(),
    )
    const withGear = view.orders.find((order) => order.id === bought.alice!.id)!
    expect(withGear).toMatchObject({
      status: 'paid',
      shipment: { status: 'to_ship', carrier: null, tracking_number: null },
      downloads: [
        { title: expect.any(String), licence: 'private', downloads_left: 5, revoked: false },
      ],
    })
    expect(withGear.licences).toHaveLength(1)
    expect(withGear.licences[0]!.verify_url).toMatch(/\/licenses\/[A-Z0-9-]+$/)
    // The certificate link is the one the order email carries.
    const pdf = await fetch(withGear.licences[0]!.pdf_url)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')

    // The +tag address is another account: its order is not Alice's.
    const taggedView = await library(await signInByEmail(aliceTagged))
    expect(taggedView.orders.map((order) => order.id)).toEqual([bought.tagged!.id])
  })

  it('issues fresh download links without counting them, and refuses another buyer’s grant', async () => {
    const token = await signInByEmail(bob)
    const [order] = (await library(token)).orders
    const grantId = order!.downloads[0]!.grant_id

    const first = await download(token, grantId)
    expect(first.status).toBe(200)
    const link = LibraryDownloadLink.parse(first.body)
    // The library's downloads are not counted: the emailed link keeps its five.
    expect(link.downloads_left).toBe(5)
    const file = await fetch(link.url)
    expect(file.status).toBe(200)
    const bytes = new Uint8Array(await file.arrayBuffer())
    // An MP3: an ID3 tag or an MPEG frame sync at the start.
    const isMp3 =
      (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) ||
      (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)
    expect(isMp3).toBe(true)
    expect((await library(token)).orders[0]!.downloads[0]!.downloads_left).toBe(5)

    // The emailed link is counted, and the library says what it has left.
    const emailed = await fetch(bought.bob!.downloads[0]!.url, { redirect: 'manual' })
    expect(emailed.status).toBe(302)
    expect((await download(token, grantId)).body.downloads_left).toBe(4)

    // Alice's grant is not Bob's: not found, and nothing is spent.
    const aliceGrant = bought.alice!.downloads[0]!.grant_id
    const refused = await download(token, aliceGrant)
    expect(refused.status).toBe(404)
    expect(ErrorBody.parse(refused.body).error.code).toBe('download_not_found')
    const aliceView = await library(await signInByEmail(alice))
    const aliceDownloads = aliceView.orders.flatMap((order) => order.downloads)
    expect(aliceDownloads.find((d) => d.grant_id === aliceGrant)?.downloads_left).toBe(5)
  })

  it('re-downloads from the library without limit after the emailed link ran out, logging each, until revoked', async () => {
    const token = await signInByEmail(aliceTagged)
    const grantId = (await library(token)).orders[0]!.downloads[0]!.grant_id
    const emailedLink = bought.tagged!.downloads[0]!.url
    // The emailed link, which anyone it is forwarded to can use: five downloads.
    for (let spent = 1; spent <= 5; spent++) {
      expect((await fetch(emailedLink, { redirect: 'manual' })).status).toBe(302)
    }
    const exhausted = await fetch(emailedLink, { redirect: 'manual' })
    expect(exhausted.status).toBe(410)
    expect(ErrorBody.parse(await exhausted.json()).error.code).toBe('downloads_exhausted')

    // The buyer, signed in: as often as they need.
    for (let again = 0; again < 7; again++) {
      const { status, body } = await download(token, grantId)
      expect(status).toBe(200)
      expect(LibraryDownloadLink.parse(body).downloads_left).toBe(0)
      expect((await fetch(LibraryDownloadLink.parse(body).url)).status).toBe(200)
    }
    const logged = await p.platform.sql<{ channel: string; count: number }[]>`
      select channel, count(*)::int as count from public.download_log
      where grant_id = ${grantId} group by channel order by channel`
    expect(logged).toEqual([
      { channel: 'library', count: 7 },
      { channel: 'link', count: 5 },
    ])

    // A revoked licence (refunded or disputed) gives nothing, from the library either.
    await p.platform.sql`update public.licence_grants set revoked_at = now() where id = ${grantId}`
    const revoked = await download(token, grantId)
    expect(revoked.status).toBe(410)
    expect(ErrorBody.parse(revoked.body).error.code).toBe('download_revoked')
  })

  it('needs a valid token', async () => {
    expect((await p.call('site/me/orders')).status).toBe(401)
    const forged = await asBuyer('not-a-jwt', 'me/orders')
    expect(forged.status).toBe(401)
    expect(ErrorBody.parse(await forged.json()).error.code).toBe('invalid_token')
    const bad = await asBuyer(await signInByEmail(bob), 'me/downloads/not-a-uuid', {
      method: 'POST',
    })
    expect(bad.status).toBe(404)
  })
})

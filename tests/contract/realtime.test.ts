import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import {
  createClient,
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type SupabaseClient,
} from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type ApiKeys, loadApiKeys } from '../../platform/api-keys.ts'
import { loadSigningKeys, type SigningKeys } from '../../platform/auth/keys.ts'
import { createUser } from '../../platform/auth/users.ts'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { createRealtimeServer } from '../../platform/realtime/server.ts'
import { databaseTargets, openFreshDatabase } from '../helpers/database.ts'
import { temporaryDirectory } from './helpers/serve.ts'
import { waitFor } from './helpers/wait-for.ts'

// The Realtime stand-in against the official client (supabase-js's RealtimeClient, Node 20 with
// the `ws` WebSocket), on a fresh database with our migrations: joins, Realtime Authorization by
// row-level security, broadcast from the database, reconnects and token refreshes.

const ADMIN_TOPICS = ['admin:sales', 'admin:inbox']

let db: Database
let keys: ApiKeys
let signing: SigningKeys
let url: string
let httpServer: Server
let realtime: ReturnType<typeof createRealtimeServer>
const sockets = new Set<Socket>()
let dataDir: ReturnType<typeof temporaryDirectory>
const clients: SupabaseClient[] = []

type Options = { vsn?: '1.0.0' | '2.0.0'; heartbeatIntervalMs?: number }

/** The official client, as a Node app would make it (Node 20 has no global WebSocket). */
function client(options: Options = {}) {
  const made = createClient(url, keys.publishable_key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: {
      transport: WebSocket as never,
      reconnectAfterMs: () => 100,
      ...options,
    },
  })
  clients.push(made)
  return made
}

type Person = {
  id: string
  token(options?: { aal?: 'aal1' | 'aal2'; ttl?: number }): Promise<string>
}

async function person(kind: 'admin' | 'fan'): Promise<Person> {
  const email = `${kind}-${randomUUID()}@example.com`
  const { id } = await createUser(db.sql, { email, password: 'correct horse battery staple' })
  if (kind === 'admin')
    await db.sql`insert into public.roles (user_id, role) values (${id}, 'admin')`
  return {
    id,
    token: ({ aal = 'aal1', ttl = 3600 } = {}) =>
      signing.sign(
        {
          sub: id,
          role: 'authenticated',
          aud: 'authenticated',
          aal,
          session_id: randomUUID(),
          email,
        },
        ttl,
      ),
  }
}

type Joined = {
  channel: RealtimeChannel
  received: { event: string; payload: Record<string, unknown> }[]
  statuses: string[]
  errors: string[]
}

/** Joins `topic` and records what arrives; resolves on the first answer to the join. */
async function join(
  made: SupabaseClient,
  topic: string,
  options: { private?: boolean; self?: boolean; ack?: boolean } = {},
): Promise<Joined> {
  const joined: Joined = {
    channel: made.channel(topic, {
      config: {
        private: options.private ?? false,
        broadcast: { self: options.self ?? false, ack: options.ack ?? false },
      },
    }),
    received: [],
    statuses: [],
    errors: [],
  }
  joined.channel.on('broadcast', { event: '*' }, (message) =>
    joined.received.push({ event: message.event, payload: message.payload }),
  )
  joined.channel.subscribe((status, error) => {
    joined.statuses.push(status)
    if (error) joined.errors.push(error.message)
  })
  await waitFor(`an answer to joining ${topic}`, () => joined.statuses.length > 0)
  return joined
}

const subscribed = (joined: Joined) =>
  joined.statuses.at(-1) === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED

async function paidOrder(sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`) {
  const [order] = await db.sql<{ id: string }[]>`
    insert into public.orders (email, name, subtotal_cents, total_cents, stripe_checkout_session_id)
    values ('buyer@example.com', 'Buyer', 2900, 2900, ${sessionId})
    returning id`
  return {
    sessionId,
    id: order?.id as string,
    pay: () =>
      db.sql`update public.orders set status = 'paid', paid_at = now() where id = ${order?.id as string}`,
  }
}

// Every test runs on the embedded PGlite and on the PostgreSQL server (CI).
describe.each(databaseTargets())('the Realtime stand-in on $target', ({ target, skip }) => {
  if (skip) {
    it.skip(skip, () => {})
    return
  }
  beforeAll(async () => {
    dataDir = temporaryDirectory('dj-realtime')
    db = await openFreshDatabase(target)
    await prepareDatabase(db.sql)
    keys = await loadApiKeys(dataDir.path)
    signing = await loadSigningKeys(dataDir.path, 'http://127.0.0.1/auth/v1')
    realtime = createRealtimeServer({ sql: db.sql, keys, signing })
    httpServer = createServer((_request, response) => response.writeHead(404).end())
    httpServer.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    httpServer.on('upgrade', (request, socket, head) => {
      if (!realtime.handleUpgrade(request, socket, head)) socket.destroy()
    })
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
  })

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()))
  })

  afterAll(async () => {
    await realtime.close()
    await new Promise<void>((resolve) => httpServer.close(() => resolve()))
    await db.close()
    dataDir.remove()
  })

  describe('joining', () => {
    it('answers a public join and relays broadcasts between clients, self only when asked', async () => {
      const a = await join(client(), 'room-1', { self: true })
      const b = await join(client({ vsn: '1.0.0' }), 'room-1')
      expect([subscribed(a), subscribed(b)]).toEqual([true, true])
      await a.channel.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } })
      await waitFor(
        'the broadcast at both ends',
        () => a.received.length === 1 && b.received.length === 1,
      )
      expect(b.received).toEqual([{ event: 'hello', payload: { n: 1 } }])
      await b.channel.send({ type: 'broadcast', event: 'back', payload: { n: 2 } })
      await waitFor('the answer at a', () => a.received.length === 2)
      // b did not ask for its own messages.
      expect(b.received.map((message) => message.event)).toEqual(['hello'])
    })

    it('refuses a malformed or expired token, with the hosted service’s reasons', async () => {
      const bad = client()
      await bad.realtime.setAuth('not-a-jwt')
      const malformed = await join(bad, 'room-2')
      expect(malformed.statuses).toEqual([REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR])
      expect(malformed.errors[0]).toBe('MalformedJWT: The token provided is not a valid JWT')

      const fan = await person('fan')
      const expired = client()
      await expired.realtime.setAuth(await fan.token({ ttl: -5 }))
      const late = await join(expired, 'room-2')
      expect(late.errors[0]).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/)
    })

    it('refuses a socket without a valid API key', async () => {
      const refused = await new Promise<number>((resolve) => {
        const ws = new WebSocket(
          `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`,
        )
        ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        ws.on('open', () => resolve(101))
      })
      expect(refused).toBe(401)
    })

    it('answers heartbeats and leaves a channel on request', async () => {
      const beats: string[] = []
      const made = client({ heartbeatIntervalMs: 100 })
      made.realtime.onHeartbeat((status) => {
        beats.push(status)
      })
      const joined = await join(made, 'room-3')
      await waitFor('two answered heartbeats', () => beats.filter((s) => s === 'ok').length >= 2)
      expect(await joined.channel.unsubscribe()).toBe('ok')
      const other = await join(client(), 'room-3')
      await other.channel.send({ type: 'broadcast', event: 'after-leave', payload: {} })
      const witness = await join(client(), 'room-3')
      await other.channel.send({ type: 'broadcast', event: 'seen', payload: {} })
      await waitFor('the witness to hear it', () => witness.received.length === 1)
      expect(joined.received).toEqual([])
    })
  })

  describe('private channels (Realtime Authorization by row-level security)', () => {
    it('let admins join the admin topics and refuse anonymous visitors and fans', async () => {
      const admin = await person('admin')
      const fan = await person('fan')
      for (const topic of ADMIN_TOPICS) {
        const anon = await join(client(), topic, { private: true })
        expect(anon.errors).toEqual([
          `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`,
        ])
        const fanClient = client()
        await fanClient.realtime.setAuth(await fan.token())
        const fanJoin = await join(fanClient, topic, { private: true })
        expect(fanJoin.statuses).toEqual([REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR])
        const adminClient = client()
        await adminClient.realtime.setAuth(await admin.token())
        expect(subscribed(await join(adminClient, topic, { private: true }))).toBe(true)
      }
    })

    it('require two-factor (aal2) of admins when the settings demand it', async () => {
      const admin = await person('admin')
      await db.sql`update public.settings set require_admin_mfa = true`
      try {
        const aal1 = client()
        await aal1.realtime.setAuth(await admin.token({ aal: 'aal1' }))
        expect(subscribed(await join(aal1, 'admin:sales', { private: true }))).toBe(false)
        const aal2 = client()
        await aal2.realtime.setAuth(await admin.token({ aal: 'aal2' }))
        expect(subscribed(await join(aal2, 'admin:sales', { private: true }))).toBe(true)
      } finally {
        await db.sql`update public.settings set require_admin_mfa = false`
      }
    })

    it('deliver what the database sends to admins only: no anon or fan client on any admin topic, public or private, receives it', async () => {
      const admin = await person('admin')
      const fan = await person('fan')
      const adminClient = client()
      await adminClient.realtime.setAuth(await admin.token())
      const sales = await join(adminClient, 'admin:sales', { private: true })
      const inbox = await join(adminClient, 'admin:inbox', { private: true })
      // One client per channel: a client has one channel per topic name.
      const outsiders: Joined[] = []
      for (const topic of ADMIN_TOPICS) {
        for (const isPrivate of [false, true]) {
          outsiders.push(await join(client(), topic, { private: isPrivate }))
          const fanClient = client()
          await fanClient.realtime.setAuth(await fan.token())
          outsiders.push(await join(fanClient, topic, { private: isPrivate }))
        }
      }

      const order = await paidOrder()
      await order.pay()
      await db.sql`
        insert into public.messages (kind, name, email, body) values ('contact', 'Ana', 'ana@example.com', 'Hola')`
      await waitFor('the sale and the message at the admin', () =>
        sales.received.length === 1 && inbox.received.length === 1 ? true : undefined,
      )
      expect(sales.received[0]).toMatchObject({
        event: 'order_paid',
        payload: { id: order.id, total_cents: 2900, currency: 'EUR', name: 'Buyer' },
      })
      expect(inbox.received[0]).toMatchObject({
        event: 'message_received',
        payload: { kind: 'contact', name: 'Ana' },
      })
      // A later broadcast on a public admin topic reaches the public joiners: by then anything the
      // database sent would have reached them too, had it been going to.
      const marker = await join(client(), 'admin:sales')
      await marker.channel.send({ type: 'broadcast', event: 'marker', payload: {} })
      await waitFor('the marker at the public joiners of admin:sales', () =>
        outsiders
          .filter((o) => subscribed(o) && o.channel.topic === 'realtime:admin:sales')
          .every((o) => o.received.some((m) => m.event === 'marker')),
      )
      const fromDatabase = outsiders.flatMap((o) => o.received.filter((m) => m.event !== 'marker'))
      expect(fromDatabase).toEqual([])
      expect(outsiders.filter((o) => o.channel.params.config.private && subscribed(o))).toEqual([])
    })

    it('let a buyer, anonymous, follow their own checkout only', async () => {
      const order = await paidOrder()
      const buyer = await join(client(), `checkout:${order.sessionId}`, { private: true })
      expect(subscribed(buyer)).toBe(true)
      const guess = await join(client(), 'checkout:cs_test_guessed', { private: true })
      expect(subscribed(guess)).toBe(false)
      await order.pay()
      await waitFor('the payment at the buyer', () => buyer.received.length === 1)
      expect(buyer.received).toEqual([
        { event: 'order_paid', payload: expect.objectContaining({ status: 'paid' }) },
      ])
    })

    it('refuse clients sending on a private topic (no insert policy)', async () => {
      const admin = await person('admin')
      const adminClient = client()
      await adminClient.realtime.setAuth(await admin.token())
      const listener = await join(adminClient, 'admin:inbox', { private: true })
      const sender = client()
      await sender.realtime.setAuth(await admin.token())
      const sending = await join(sender, 'admin:inbox', { private: true, self: true, ack: true })
      // With `ack` the send resolves once the server has dealt with it.
      expect(await sending.channel.send({ type: 'broadcast', event: 'forged', payload: {} })).toBe(
        'ok',
      )
      await db.sql`
        insert into public.messages (kind, name, email, body) values ('contact', 'Bo', 'bo@example.com', 'Hi')`
      await waitFor('the real message', () => listener.received.length >= 1)
      expect(listener.received.map((m) => m.event)).toEqual(['message_received'])
    })
  })

  describe('connection life', () => {
    it('reconnects after the socket drops and rejoins, then receives again', async () => {
      const admin = await person('admin')
      const adminClient = client()
      await adminClient.realtime.setAuth(await admin.token())
      const sales = await join(adminClient, 'admin:sales', { private: true })
      expect(subscribed(sales)).toBe(true)
      const joinsBefore = sales.statuses.length
      for (const socket of sockets) socket.destroy()
      await waitFor(
        'the client to rejoin',
        () => sales.statuses.length > joinsBefore && subscribed(sales),
        { timeoutMs: 15_000 },
      )
      const order = await paidOrder()
      await order.pay()
      await waitFor('the sale after the reconnect', () =>
        sales.received.some((m) => m.payload.id === order.id),
      )
    })

    it('keeps a channel whose token is refreshed before it expires, and closes one whose token expires', async () => {
      const admin = await person('admin')
      const kept = client()
      await kept.realtime.setAuth(await admin.token({ ttl: 2 }))
      const keptSales = await join(kept, 'admin:sales', { private: true })
      const lapsed = client()
      await lapsed.realtime.setAuth(await admin.token({ ttl: 2 }))
      const lapsedSales = await join(lapsed, 'admin:sales', { private: true })
      expect([subscribed(keptSales), subscribed(lapsedSales)]).toEqual([true, true])

      await kept.realtime.setAuth(await admin.token({ ttl: 3600 }))
      await waitFor(
        'the unrefreshed channel to close',
        () => lapsedSales.statuses.includes(REALTIME_SUBSCRIBE_STATES.CLOSED),
        { timeoutMs: 6000 },
      )
      const order = await paidOrder()
      await order.pay()
      await waitFor('the sale at the refreshed channel', () => keptSales.received.length === 1)
      expect(lapsedSales.received).toEqual([])
    })

    it('closes a channel when a refreshed token no longer grants the topic', async () => {
      const admin = await person('admin')
      const fan = await person('fan')
      const made = client()
      await made.realtime.setAuth(await admin.token())
      const sales = await join(made, 'admin:sales', { private: true })
      expect(subscribed(sales)).toBe(true)
      await made.realtime.setAuth(await fan.token())
      await waitFor('the channel to close', () =>
        sales.statuses.includes(REALTIME_SUBSCRIBE_STATES.CLOSED),
      )
    })
  })
})

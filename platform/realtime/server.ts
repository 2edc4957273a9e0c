import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { ApiKeys } from '../api-keys.ts'
import type { SigningKeys } from '../auth/keys.ts'
import type { Sql } from '../db/database.ts'
import { type ChannelIdentity, type ChannelRole, mayUseTopic } from './authorize.ts'
import { decodeFrame, encodeFrame, type Frame, type Vsn } from './protocol.ts'
import { type StoredBroadcast, startReplication } from './replication.ts'

export const REALTIME_PATH = '/realtime/v1/websocket'

/** One joined channel of one socket. */
type Channel = {
  socket: Connection
  /** `realtime:{subTopic}`, as the client names it. */
  topic: string
  subTopic: string
  joinRef: string | null
  private: boolean
  self: boolean
  ack: boolean
  identity: ChannelIdentity
  token: string | null
  /** Closes the channel when its token expires (hosted Realtime checks the same way). */
  expiry: ReturnType<typeof setTimeout> | undefined
}

type Connection = {
  ws: WebSocket
  vsn: Vsn
  /** The key the socket connected with: the identity of a join that carries no user token. */
  apiKeyIdentity: ChannelIdentity
  channels: Map<string, Channel>
}

const ROLES = new Set<ChannelRole>(['anon', 'authenticated', 'service_role'])
/** Hosted Realtime refuses frames over its limit; realtime-js never sends one this big. */
const MAX_FRAME_BYTES = 1024 * 1024
const FAR_FUTURE = 2 ** 31 - 1

type TokenResult =
  | { ok: true; identity: ChannelIdentity; expiresAt: number | null }
  | { ok: false; reason: string }

/**
 * The local Realtime service at /realtime/v1/websocket: the Phoenix channel protocol of
 * supabase/realtime as realtime-js uses it (heartbeats, `phx_join` with the access token, join
 * replies and errors, `access_token` updates, `phx_leave`), broadcast between clients and from the
 * database (`realtime.send`), and private channels authorised by row-level security on
 * realtime.messages. Presence and postgres_changes are refused at join: the product uses neither.
 */
export function createRealtimeServer(options: {
  sql: Sql
  keys: ApiKeys
  signing: SigningKeys
  log?: (line: string) => void
}) {
  const { sql, keys, signing } = options
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const connections = new Set<Connection>()
  const replication = startReplication(sql, (message) => deliverStored(message), {
    ...(options.log ? { log: options.log } : {}),
  })

  const joinedCount = () => [...connections].reduce((n, c) => n + c.channels.size, 0)

  const send = (connection: Connection, frame: Frame) => {
    if (connection.ws.readyState === connection.ws.OPEN) {
      connection.ws.send(encodeFrame(frame, connection.vsn))
    }
  }

  const reply = (
    connection: Connection,
    frame: Frame,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ) =>
    send(connection, {
      join_ref: frame.join_ref,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    })

  const tenantIdentity = (token: string): ChannelIdentity | null => {
    if (token === keys.publishable_key) return { role: 'anon', claims: { role: 'anon' } }
    if (token === keys.secret_key) return { role: 'service_role', claims: { role: 'service_role' } }
    return null
  }

  /** Realtime's confirm_token: a valid signature, `role` and `exp` claims, not expired. */
  const confirmToken = async (token: string): Promise<TokenResult> => {
    const tenant = tenantIdentity(token)
    if (tenant) return { ok: true, identity: tenant, expiresAt: null }
    if (token.startsWith('sb_')) return { ok: false, reason: 'InvalidJWTToken: Invalid API key' }
    try {
      const claims = await signing.verify(token)
      const role = claims.role as ChannelRole
      if (typeof claims.exp !== 'number' || typeof claims.role !== 'string') {
        return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' }
      }
      if (!ROLES.has(role)) return { ok: false, reason: `InvalidJWTToken: Unknown role ${role}` }
      return { ok: true, identity: { role, claims }, expiresAt: claims.exp * 1000 }
    } catch (error) {
      const message = error instanceof Error ? error.message : ''
      const exp = expOf(token)
      if (/"exp" claim/.test(message) && exp !== null) {
        const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp)
        return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` }
      }
      if (/signature/i.test(message)) {
        return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature' }
      }
      return { ok: false, reason: 'MalformedJWT: The token provided is not a valid JWT' }
    }
  }

  /** Hosted Realtime's shutdown_response: a `system` error, then the channel closes. */
  const shutDown = (channel: Channel, message: string) => {
    send(channel.socket, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message, channel: channel.subTopic },
    })
    closeChannel(channel, true)
  }

  const closeChannel = (channel: Channel, tellClient: boolean) => {
    clearTimeout(channel.expiry)
    if (channel.socket.channels.get(channel.topic) === channel) {
      channel.socket.channels.delete(channel.topic)
    }
    if (tellClient) {
      send(channel.socket, {
        join_ref: channel.joinRef,
        ref: channel.joinRef,
        topic: channel.topic,
        event: 'phx_close',
        payload: {},
      })
    }
    if (joinedCount() === 0) void replication.setListening(false)
  }

  const watchExpiry = (channel: Channel, expiresAt: number | null) => {
    clearTimeout(channel.expiry)
    channel.expiry = undefined
    if (expiresAt === null) return
    const wait = Math.min(Math.max(0, expiresAt - Date.now()), FAR_FUTURE)
    channel.expiry = setTimeout(() => {
      const ago = Math.max(0, Math.floor((Date.now() - expiresAt) / 1000))
      shutDown(channel, `Token has expired ${ago} seconds ago`)
    }, wait)
  }

  const join = async (connection: Connection, frame: Frame) => {
    const subTopic = frame.topic.slice('realtime:'.length)
    if (!frame.topic.startsWith('realtime:') || subTopic === '') {
      return reply(connection, frame, 'error', {
        reason: 'TopicNameRequired: You must provide a topic name',
      })
    }
    const config = record(frame.payload.config)
    const broadcast = record(config.broadcast)
    const presence = record(config.presence)
    const postgresChanges = Array.isArray(config.postgres_changes) ? config.postgres_changes : []
    if (postgresChanges.length > 0 || presence.enabled === true) {
      return reply(connection, frame, 'error', {
        reason:
          'UnsupportedExtension: the local Realtime stand-in offers broadcast only (no presence, no postgres_changes)',
      })
    }
    const token = typeof frame.payload.access_token === 'string' ? frame.payload.access_token : null
    const confirmed = token
      ? await confirmToken(token)
      : { ok: true as const, identity: connection.apiKeyIdentity, expiresAt: null }
    if (!confirmed.ok) return reply(connection, frame, 'error', { reason: confirmed.reason })
    const isPrivate = config.private === true
    if (isPrivate && !(await mayUseTopic(sql, subTopic, confirmed.identity, 'read'))) {
      return reply(connection, frame, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
      })
    }
    // A second join of the same topic replaces the first, as a Phoenix socket does.
    const previous = connection.channels.get(frame.topic)
    if (previous) closeChannel(previous, true)
    const channel: Channel = {
      socket: connection,
      topic: frame.topic,
      subTopic,
      joinRef: frame.join_ref,
      private: isPrivate,
      self: broadcast.self === true,
      ack: broadcast.ack === true,
      identity: confirmed.identity,
      token,
      expiry: undefined,
    }
    connection.channels.set(frame.topic, channel)
    watchExpiry(channel, confirmed.expiresAt)
    await replication.setListening(true)
    reply(connection, frame, 'ok', { postgres_changes: [] })
  }

  const refreshToken = async (channel: Channel, token: unknown) => {
    // As hosted: API keys and the token already in use change nothing.
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return
    const confirmed = await confirmToken(token)
    if (!confirmed.ok) return shutDown(channel, confirmed.reason.replace(/^[A-Za-z]+: /, ''))
    if (
      channel.private &&
      !(await mayUseTopic(sql, channel.subTopic, confirmed.identity, 'read'))
    ) {
      return shutDown(
        channel,
        `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
      )
    }
    channel.identity = confirmed.identity
    channel.token = token
    watchExpiry(channel, confirmed.expiresAt)
  }

  const relayBroadcast = async (channel: Channel, frame: Frame) => {
    const allowed =
      !channel.private || (await mayUseTopic(sql, channel.subTopic, channel.identity, 'write'))
    if (allowed) {
      const { type: _type, ...message } = frame.payload
      for (const target of channelsOf(channel.subTopic, channel.private)) {
        if (target === channel && !channel.self) continue
        send(target.socket, {
          join_ref: null,
          ref: null,
          topic: target.topic,
          event: 'broadcast',
          payload: { type: 'broadcast', ...message },
        })
      }
    }
    if (channel.ack && frame.ref) reply(channel.socket, frame, 'ok', {})
  }

  function* channelsOf(subTopic: string, isPrivate: boolean) {
    for (const connection of connections) {
      for (const channel of connection.channels.values()) {
        if (channel.subTopic === subTopic && channel.private === isPrivate) yield channel
      }
    }
  }

  /** A message the database sent (realtime.send) reaches the channels of its topic and kind. */
  function deliverStored(message: StoredBroadcast) {
    for (const channel of channelsOf(message.topic, message.private)) {
      send(channel.socket, {
        join_ref: null,
        ref: null,
        topic: channel.topic,
        event: 'broadcast',
        payload: {
          type: 'broadcast',
          event: message.event,
          payload: message.payload,
          meta: { id: message.id },
        },
      })
    }
  }

  const onFrame = async (connection: Connection, frame: Frame) => {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      return reply(connection, frame, 'ok', {})
    }
    if (frame.event === 'phx_join') return join(connection, frame)
    const channel = connection.channels.get(frame.topic)
    if (!channel || (frame.join_ref !== null && frame.join_ref !== channel.joinRef)) {
      return reply(connection, frame, 'error', { reason: 'unmatched topic' })
    }
    switch (frame.event) {
      case 'phx_leave':
        reply(connection, frame, 'ok', {})
        return closeChannel(channel, true)
      case 'access_token':
        return refreshToken(channel, frame.payload.access_token)
      case 'broadcast':
        return relayBroadcast(channel, frame)
      default:
        return reply(connection, frame, 'error', { reason: `unknown event ${frame.event}` })
    }
  }

  const accept = (ws: WebSocket, vsn: Vsn, apiKeyIdentity: ChannelIdentity) => {
    const connection: Connection = { ws, vsn, apiKeyIdentity, channels: new Map() }
    connections.add(connection)
    // Frames of one socket are handled in order, each after the previous one's database work.
    let queue = Promise.resolve()
    ws.on('message', (data, isBinary) => {
      const frame = decodeFrame(toBuffer(data), isBinary, vsn)
      if (!frame) return
      queue = queue
        .then(() => onFrame(connection, frame))
        .catch((error: unknown) => options.log?.(`realtime: ${error}`))
    })
    ws.on('close', () => {
      connections.delete(connection)
      for (const channel of [...connection.channels.values()]) closeChannel(channel, false)
    })
    ws.on('error', () => ws.terminate())
  }

  return {
    /** For the HTTP server's `upgrade` event: true when the request was Realtime's. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(request.url ?? '/', 'http://localhost')
      if (url.pathname !== REALTIME_PATH) return false
      const apikey = url.searchParams.get('apikey')
      const identity = apikey ? tenantIdentity(apikey) : null
      const vsn = url.searchParams.get('vsn') ?? '1.0.0'
      if (!identity || (vsn !== '1.0.0' && vsn !== '2.0.0')) {
        const body = JSON.stringify({
          message: identity ? `Unsupported serializer version: ${vsn}` : 'Invalid API key',
        })
        socket.end(
          `HTTP/1.1 ${identity ? 400 : 401} ${identity ? 'Bad Request' : 'Unauthorized'}\r\n` +
            'Content-Type: application/json\r\n' +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        )
        return true
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, vsn, identity))
      return true
    },
    async close() {
      for (const connection of connections) connection.ws.terminate()
      connections.clear()
      await replication.stop()
      await new Promise<void>((done) => wss.close(() => done()))
    },
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.isBuffer(data) ? data : Buffer.from(data)
}

/** The `exp` claim of a token whose signature may not even check out (for the expiry message). */
function expOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return typeof payload.exp === 'number' ? payload.exp : null
  } catch {
    return null
  }
}

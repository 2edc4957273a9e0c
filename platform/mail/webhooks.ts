import { createHmac, randomBytes } from 'node:crypto'
import type { SentMessage } from './types.ts'

export interface ResendWebhookConfig {
  /** Where Resend's webhook points: the resend-webhook function. */
  url: string
  /** The endpoint's signing secret, as Resend shows it: `whsec_` and standard base64. */
  secret: string
  /** Wait before each retry; delivery gives up after the last (Svix's schedule, shortened). */
  retryDelaysMs?: readonly number[]
}

export type WebhookEventType = 'email.bounced' | 'email.complained'

/** One webhook message and what became of it (`GET /_mail/api/webhooks`). */
export interface WebhookDelivery {
  id: string
  type: WebhookEventType
  email_id: string
  to: string[]
  state: 'pending' | 'delivered' | 'failed'
  attempts: { at: string; status: number | null; error: string | null }[]
}

const DEFAULT_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000]

/**
 * Resend's test addresses: mail to `bounced@resend.dev` bounces for good and mail to
 * `complained@resend.dev` is marked as spam, a `+label` before the `@` included
 * (`bounced+fan1@resend.dev`), as Resend's "Send test emails" page describes.
 */
export function testAddressOutcome(address: string): WebhookEventType | null {
  const match = /^(bounced|complained)(?:\+[^@\s]*)?@resend\.dev$/i.exec(address.trim())
  if (!match) return null
  return match[1]!.toLowerCase() === 'bounced' ? 'email.bounced' : 'email.complained'
}

/**
 * `svix-signature` as Svix signs: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`
 * keyed with the secret's bytes (the base64 after `whsec_`).
 */
export function svixSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  payload: string,
) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${payload}`, 'utf8')
  return `v1,${mac.digest('base64')}`
}

/**
 * The webhooks Resend sends after an email to one of its test addresses: `email.bounced` (a
 * permanent bounce) or `email.complained`, with Resend's payload and Svix's headers, delivered
 * asynchronously, signed afresh per attempt with the wall clock, and retried on a non-2xx answer or
 * a network error. Kept in memory: a restart forgets what was still waiting.
 */
export class ResendWebhookSender {
  private readonly deliveries: WebhookDelivery[] = []
  private readonly payloads = new Map<string, string>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly running = new Set<Promise<void>>()
  private idleWaiters: (() => void)[] = []
  private closed = false

  constructor(private readonly config: ResendWebhookConfig) {}

  /** Called for every email the sandbox accepted: a test address's outcome becomes an event. */
  afterSend(message: SentMessage): void {
    const outcomes = message.to.map(testAddressOutcome).filter((type) => type !== null)
    const type = outcomes.includes('email.bounced') ? 'email.bounced' : outcomes[0]
    if (!type) return
    const broadcastId = message.tags.find((tag) => tag.name === 'broadcast_id')?.value
    const data = {
      ...(broadcastId ? { broadcast_id: broadcastId } : {}),
      created_at: message.created_at,
      email_id: message.id,
      from: message.from,
      to: message.to,
      subject: message.subject,
      ...(type === 'email.bounced'
        ? {
            bounce: {
              message:
                "The recipient's email provider sent a hard bounce message, but didn't specify the reason for the hard bounce.",
              subType: 'General',
              type: 'Permanent',
            },
          }
        : {}),
      tags: Object.fromEntries(message.tags.map((tag) => [tag.name, tag.value])),
    }
    const id = `msg_${randomBytes(18).toString('base64url')}`
    this.payloads.set(id, JSON.stringify({ type, created_at: new Date().toISOString(), data }))
    this.deliveries.push({
      id,
      type,
      email_id: message.id,
      to: message.to,
      state: 'pending',
      attempts: [],
    })
    this.schedule(id, 0)
  }

  /** Newest first. */
  list(): WebhookDelivery[] {
    return [...this.deliveries].reverse()
  }

  /** Resolves once no attempt is running or waiting. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  async close(): Promise<void> {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    await Promise.allSettled([...this.running])
    this.notifyIfIdle()
  }

  private isIdle() {
    return this.timers.size === 0 && this.running.size === 0
  }

  private notifyIfIdle() {
    if (!this.isIdle() && !this.closed) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  private schedule(id: string, delayMs: number) {
    if (this.closed) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      const attempt = this.attempt(id).finally(() => {
        this.running.delete(attempt)
        this.notifyIfIdle()
      })
      this.running.add(attempt)
    }, delayMs)
    this.timers.add(timer)
  }

  private async attempt(id: string): Promise<void> {
    const delivery = this.deliveries.find((entry) => entry.id === id)
    const payload = this.payloads.get(id)
    if (!delivery || payload === undefined) return
    const startedAt = Date.now()
    const timestamp = Math.floor(startedAt / 1000)
    let status: number | null = null
    let error: string | null = null
    try {
      const response = await fetch(this.config.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Svix-Webhooks/1.62.0',
          'svix-id': id,
          'svix-timestamp': String(timestamp),
          'svix-signature': svixSignature(this.config.secret, id, timestamp, payload),
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      })
      status = response.status
      await response.body?.cancel()
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
    }
    delivery.attempts.push({ at: new Date(startedAt).toISOString(), status, error })
    if (status !== null && status >= 200 && status < 300) {
      delivery.state = 'delivered'
      return
    }
    const delay = (this.config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS)[
      delivery.attempts.length - 1
    ]
    if (delay === undefined) delivery.state = 'failed'
    else this.schedule(id, delay)
  }
}

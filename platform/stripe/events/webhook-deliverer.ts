import type { DeliveryRecord } from '../state.ts'
import type { EventObject } from '../types.ts'
import { stripeSignatureHeader } from './signature.ts'

export interface WebhookDelivererOptions {
  url: string
  secret: string
  /** Wait before each retry; the delivery gives up after the last one. */
  retryDelaysMs: readonly number[]
  records: Record<string, DeliveryRecord>
  events: Record<string, EventObject>
  persist(): void
  attemptTimeoutMs?: number
}

interface AttemptInFlight {
  controller: AbortController
  done: Promise<void>
}

/**
 * Delivers events to the webhook endpoint the way Stripe does: asynchronously, each event on its
 * own schedule, signed afresh per attempt, retried with backoff on a non-2xx answer or a network
 * error. Signatures use the wall clock (not the injectable sandbox clock) because receivers check
 * the timestamp against their own clock.
 */
export class WebhookDeliverer {
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly inFlight = new Map<string, AttemptInFlight>()
  private idleWaiters: (() => void)[] = []
  private closed = false

  constructor(private readonly options: WebhookDelivererOptions) {}

  enqueue(event: EventObject): void {
    this.options.records[event.id] = {
      eventId: event.id,
      state: 'pending',
      attempts: [],
      nextAttemptAt: Date.now(),
    }
    this.options.persist()
    this.schedule(event.id, 0)
  }

  /** Picks up deliveries left pending by a previous run. */
  resume(): void {
    for (const record of Object.values(this.options.records)) {
      if (record.state !== 'pending') continue
      this.schedule(record.eventId, Math.max(0, (record.nextAttemptAt ?? 0) - Date.now()))
    }
  }

  /** Resolves once no attempt is running or scheduled. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  async close(): Promise<void> {
    this.closed = true
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    const running = [...this.inFlight.values()]
    for (const attempt of running) attempt.controller.abort()
    await Promise.all(running.map((attempt) => attempt.done))
    this.notifyIfIdle()
  }

  private isIdle(): boolean {
    return this.timers.size === 0 && this.inFlight.size === 0
  }

  private notifyIfIdle(): void {
    if (!this.isIdle() && !this.closed) return
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }

  private schedule(eventId: string, delayMs: number): void {
    if (this.closed) return
    const timer = setTimeout(() => {
      this.timers.delete(eventId)
      const controller = new AbortController()
      const done = this.attempt(eventId, controller.signal).finally(() => {
        this.inFlight.delete(eventId)
        this.notifyIfIdle()
      })
      this.inFlight.set(eventId, { controller, done })
    }, delayMs)
    this.timers.set(eventId, timer)
  }

  private async attempt(eventId: string, closing: AbortSignal): Promise<void> {
    const record = this.options.records[eventId]
    const event = this.options.events[eventId]
    if (!record || !event) return
    const payload = JSON.stringify(event, null, 2)
    const startedAt = Date.now()
    let status: number | null = null
    let error: string | null = null
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Cache-Control': 'no-cache',
          'Stripe-Signature': stripeSignatureHeader(
            payload,
            this.options.secret,
            Math.floor(startedAt / 1000),
          ),
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.any([
          closing,
          AbortSignal.timeout(this.options.attemptTimeoutMs ?? 20_000),
        ]),
      })
      status = response.status
      await response.body?.cancel()
    } catch (cause) {
      error = describeFetchError(cause)
    }
    // An attempt cut short by close() is not the receiver's fault: the next start retries it.
    if (closing.aborted) return
    record.attempts.push({ at: startedAt, durationMs: Date.now() - startedAt, status, error })
    this.settle(record, event, status !== null && status >= 200 && status < 300)
  }

  private settle(record: DeliveryRecord, event: EventObject, succeeded: boolean): void {
    const retryDelay = this.options.retryDelaysMs[record.attempts.length - 1]
    if (succeeded) {
      record.state = 'delivered'
      record.nextAttemptAt = null
      event.pending_webhooks = 0
    } else if (retryDelay === undefined) {
      record.state = 'failed'
      record.nextAttemptAt = null
    } else {
      record.nextAttemptAt = Date.now() + retryDelay
      this.schedule(record.eventId, retryDelay)
    }
    this.options.persist()
  }
}

function describeFetchError(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause)
  const code = (cause.cause as NodeJS.ErrnoException | undefined)?.code
  return code ? `${cause.message} (${code})` : cause.message
}

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { SessionTax } from './domain/session-tax.ts'
import type {
  ChargeObject,
  CheckoutSessionObject,
  CouponObject,
  DisputeObject,
  EventObject,
  InvoiceObject,
  LineItemObject,
  PaymentIntentObject,
  ProductObject,
  PromotionCodeObject,
  RefundObject,
  ShippingRateObject,
} from './types.ts'

export interface DeliveryAttempt {
  /** Unix milliseconds (wall clock) when the attempt started. */
  at: number
  durationMs: number
  /** HTTP status from the receiver, or null when the request itself failed. */
  status: number | null
  error: string | null
}

export interface DeliveryRecord {
  eventId: string
  state: 'pending' | 'delivered' | 'failed'
  attempts: DeliveryAttempt[]
  /** Unix milliseconds (wall clock) of the next scheduled attempt while pending. */
  nextAttemptAt: number | null
}

export interface IdempotencyRecord {
  method: string
  path: string
  requestHash: string
  status: number
  body: string
  requestId: string
  createdAt: number
}

/** `payment_intent_data` given at session creation, applied when the customer pays. */
export interface PaymentIntentData {
  metadata: Record<string, string>
  description: string | null
}

export interface SandboxState {
  sessions: Record<string, CheckoutSessionObject>
  lineItems: Record<string, LineItemObject[]>
  paymentIntentData: Record<string, PaymentIntentData>
  products: Record<string, ProductObject>
  shippingRates: Record<string, ShippingRateObject>
  paymentIntents: Record<string, PaymentIntentObject>
  charges: Record<string, ChargeObject>
  refunds: Record<string, RefundObject>
  coupons: Record<string, CouponObject>
  promotionCodes: Record<string, PromotionCodeObject>
  events: Record<string, EventObject>
  deliveries: Record<string, DeliveryRecord>
  idempotency: Record<string, IdempotencyRecord>
  /** Stripe Tax's decision for each paid session with automatic tax (the invoice shows it). */
  sessionTaxes: Record<string, SessionTax>
  invoices: Record<string, InvoiceObject>
  disputes: Record<string, DisputeObject>
  /** Recovery links of expired sessions, by their token. */
  recoveries: Record<string, { sessionId: string; expiresAt: number }>
}

export function emptyState(): SandboxState {
  return {
    sessions: {},
    lineItems: {},
    paymentIntentData: {},
    products: {},
    shippingRates: {},
    paymentIntents: {},
    charges: {},
    refunds: {},
    coupons: {},
    promotionCodes: {},
    events: {},
    deliveries: {},
    idempotency: {},
    sessionTaxes: {},
    invoices: {},
    disputes: {},
    recoveries: {},
  }
}

/**
 * The sandbox's state as one JSON file. Writes go to a temporary file that is then renamed over
 * the old one, so a crash mid-write leaves the previous state intact.
 */
export class StateFile {
  private writeCount = 0

  constructor(private readonly path: string) {}

  load(): SandboxState {
    let text: string
    try {
      text = readFileSync(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState()
      throw error
    }
    return { ...emptyState(), ...(JSON.parse(text) as Partial<SandboxState>) }
  }

  /** Synchronous on purpose: every mutation is on disk before its response is sent. */
  save(state: SandboxState): void {
    mkdirSync(dirname(this.path), { recursive: true })
    const temporaryPath = `${this.path}.${process.pid}.${++this.writeCount}.tmp`
    writeFileSync(temporaryPath, JSON.stringify(state))
    renameSync(temporaryPath, this.path)
  }
}

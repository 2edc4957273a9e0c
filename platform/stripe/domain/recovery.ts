import { nowSeconds, type SandboxContext } from '../context.ts'
import { ID_PREFIX, newId, randomToken } from '../ids.ts'
import type { CheckoutSessionObject } from '../types.ts'

/** Stripe keeps an expired session's recovery link working for 30 days. */
const RECOVERY_DAYS = 30
/** A recovered session lasts as long as Stripe's default: 24 hours. */
const RECOVERED_LIFETIME_SECONDS = 24 * 60 * 60

/**
 * When a session with `after_expiration.recovery.enabled` expires, Stripe gives it a recovery
 * link (`after_expiration.recovery.url`): opening it creates a new session, a copy of the expired
 * one (`recovered_from`), and goes there.
 */
export function addRecoveryLink(ctx: SandboxContext, session: CheckoutSessionObject): void {
  const recovery = session.after_expiration?.recovery
  if (!recovery?.enabled) return
  const token = randomToken(32)
  const expiresAt = nowSeconds(ctx) + RECOVERY_DAYS * 24 * 60 * 60
  ctx.state.recoveries[token] = { sessionId: session.id, expiresAt }
  recovery.url = `${ctx.publicUrl}/_stripe/recover/${token}`
  recovery.expires_at = expiresAt
}

/** The session a recovery link leads to (a fresh copy), or null when the link is unknown or old. */
export function recoverSession(ctx: SandboxContext, token: string): CheckoutSessionObject | null {
  const link = ctx.state.recoveries[token]
  const expired = link ? ctx.state.sessions[link.sessionId] : undefined
  if (!link || !expired || link.expiresAt < nowSeconds(ctx)) return null
  // A second click while the copy is still open goes to the same copy.
  const open = Object.values(ctx.state.sessions).find(
    (session) => session.recovered_from === expired.id && session.status === 'open',
  )
  if (open) return open
  const created = nowSeconds(ctx)
  const id = newId(ID_PREFIX.checkoutSession, 58)
  const copy: CheckoutSessionObject = {
    ...structuredClone(expired),
    id,
    created,
    status: 'open',
    payment_status: 'unpaid',
    expires_at: created + RECOVERED_LIFETIME_SECONDS,
    recovered_from: expired.id,
    url: `${ctx.publicUrl}/_stripe/checkout/${id}`,
    consent: null,
    customer_details: null,
    collected_information: null,
    payment_intent: null,
    invoice: null,
    after_expiration: expired.after_expiration?.recovery
      ? {
          recovery: {
            ...expired.after_expiration.recovery,
            url: null,
            expires_at: null,
          },
        }
      : null,
    allow_promotion_codes: expired.after_expiration?.recovery?.allow_promotion_codes
      ? true
      : expired.allow_promotion_codes,
  }
  ctx.state.sessions[id] = copy
  ctx.state.lineItems[id] = structuredClone(ctx.state.lineItems[expired.id] ?? []).map((item) => ({
    ...item,
    id: newId(ID_PREFIX.lineItem),
  }))
  const intent = ctx.state.paymentIntentData[expired.id]
  if (intent) ctx.state.paymentIntentData[id] = structuredClone(intent)
  ctx.persist()
  return copy
}

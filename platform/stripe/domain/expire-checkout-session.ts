import { NO_REQUEST, nowSeconds, type SandboxContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import type { CheckoutSessionObject, EventRequest } from '../types.ts'
import { addRecoveryLink } from './recovery.ts'

export function expireCheckoutSession(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
  request: EventRequest = NO_REQUEST,
): void {
  if (session.status !== 'open') {
    throw invalidRequest(
      undefined,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    )
  }
  session.status = 'expired'
  session.url = null
  addRecoveryLink(ctx, session)
  ctx.emit('checkout.session.expired', session, request)
}

/** Stripe expires a session shortly after `expires_at`; the sandbox checks on a timer and on access. */
export function expireIfPastDeadline(ctx: SandboxContext, session: CheckoutSessionObject): void {
  if (session.status === 'open' && session.expires_at <= nowSeconds(ctx)) {
    expireCheckoutSession(ctx, session)
  }
}

export function sweepExpiredSessions(ctx: SandboxContext): void {
  for (const session of Object.values(ctx.state.sessions)) expireIfPastDeadline(ctx, session)
}

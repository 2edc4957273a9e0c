import { Hono } from 'hono'
import type { SandboxContext } from '../context.ts'
import { completeCheckoutSession } from '../domain/complete-checkout-session.ts'
import { applyDiscount, applyTypedPromotionCode, usedUpPromotionCode } from '../domain/discounts.ts'
import { expireIfPastDeadline } from '../domain/expire-checkout-session.ts'
import { recoverSession } from '../domain/recovery.ts'
import type { CheckoutSessionObject } from '../types.ts'
import { statusPage } from './layout.ts'
import { type FormValues, validatePaymentForm } from './payment-form.ts'
import { renderCheckoutPage } from './render.ts'

/** The hosted checkout page at each session's `url`; it works without JavaScript. */
export function checkoutPageRoutes(ctx: SandboxContext) {
  const app = new Hono()

  app.get('/_stripe/checkout/:id', (c) => {
    const found = findOpenSession(ctx, c.req.param('id'))
    if (!found.open) return c.html(found.page, found.status)
    return c.html(
      renderCheckoutPage(ctx, found.session, ctx.state.lineItems[found.session.id] ?? []),
    )
  })

  app.post('/_stripe/checkout/:id/pay', async (c) => {
    // Read the form before looking at the session: from here on nothing awaits, so a double
    // submit cannot pay the same session twice.
    const submitted = await readFormValues(c.req.raw)
    const found = findOpenSession(ctx, c.req.param('id'))
    if (!found.open) return c.html(found.page, found.status)
    const { session } = found
    const lineItems = ctx.state.lineItems[session.id] ?? []
    const result = validatePaymentForm(session, submitted)
    if (!result.valid) {
      return c.html(renderCheckoutPage(ctx, session, lineItems, result), 400)
    }
    const usedUp = usedUpPromotionCode(ctx, session)
    if (usedUp) {
      const page = renderCheckoutPage(ctx, session, lineItems, {
        values: result.values,
        errors: {},
        paymentError: usedUp,
      })
      return c.html(page, 400)
    }
    const decline = result.payment.card?.decline
    if (decline) {
      // Checkout keeps what the buyer agreed to even when the card fails: an abandoned session
      // still carries its promotions consent when it expires (recovery emails depend on it).
      session.consent = result.payment.consent ?? session.consent
      ctx.persist()
      const page = renderCheckoutPage(ctx, session, lineItems, {
        values: result.values,
        errors: {},
        paymentError: `${decline.message} Try another card.`,
      })
      return c.html(page, 402)
    }
    completeCheckoutSession(ctx, session, result.payment)
    if (!session.success_url) {
      return c.html(statusPage('Payment complete', 'Thank you. Your payment was successful.'))
    }
    return c.redirect(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id), 303)
  })

  // An expired session's recovery link: a new session, a copy of it, and there.
  app.get('/_stripe/recover/:token', (c) => {
    const session = recoverSession(ctx, c.req.param('token'))
    if (!session?.url) {
      return c.html(
        statusPage(
          'Link expired',
          'This recovery link is no longer valid. Start again from the shop.',
        ),
        410,
      )
    }
    return c.redirect(session.url, 303)
  })

  // The promotion code box, a form of its own: Checkout applies a code before the buyer pays.
  app.post('/_stripe/checkout/:id/promotion-code', async (c) => {
    const submitted = await readFormValues(c.req.raw)
    const found = findOpenSession(ctx, c.req.param('id'))
    if (!found.open) return c.html(found.page, found.status)
    const { session } = found
    const lineItems = ctx.state.lineItems[session.id] ?? []
    if (!session.allow_promotion_codes) {
      return c.html(renderCheckoutPage(ctx, session, lineItems), 400)
    }
    const outcome = applyTypedPromotionCode(ctx, session, lineItems, submitted.code ?? '')
    if (!outcome.applied) {
      const page = renderCheckoutPage(ctx, session, lineItems, {
        values: { promotion_code: submitted.code ?? '' },
        errors: { promotion_code: outcome.reason },
      })
      return c.html(page, 400)
    }
    return c.redirect(session.url ?? `/_stripe/checkout/${session.id}`, 303)
  })

  app.post('/_stripe/checkout/:id/promotion-code/remove', (c) => {
    const found = findOpenSession(ctx, c.req.param('id'))
    if (!found.open) return c.html(found.page, found.status)
    const { session } = found
    // Only a code the buyer typed can be removed; one the site applied stays.
    if (session.allow_promotion_codes) {
      applyDiscount(ctx, session, ctx.state.lineItems[session.id] ?? [], null)
      ctx.persist()
    }
    return c.redirect(session.url ?? `/_stripe/checkout/${session.id}`, 303)
  })

  return app
}

type SessionLookup =
  | { open: true; session: CheckoutSessionObject }
  | { open: false; page: ReturnType<typeof statusPage>; status: 404 | 409 | 410 }

function findOpenSession(ctx: SandboxContext, id: string): SessionLookup {
  const session = ctx.state.sessions[id]
  if (!session) {
    return {
      open: false,
      page: statusPage('Checkout not found', 'This checkout session does not exist.'),
      status: 404,
    }
  }
  expireIfPastDeadline(ctx, session)
  if (session.status === 'complete') {
    const successUrl = session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id)
    return {
      open: false,
      page: statusPage(
        'Already paid',
        'This checkout session has already been paid. You have not been charged again.',
        successUrl ? { href: successUrl, text: 'Continue' } : undefined,
      ),
      status: 409,
    }
  }
  if (session.status !== 'open') {
    return {
      open: false,
      page: statusPage(
        'Checkout expired',
        'This checkout session has expired, so it can no longer be paid. Start again from the shop.',
        session.cancel_url ? { href: session.cancel_url, text: 'Back to the shop' } : undefined,
      ),
      status: 410,
    }
  }
  return { open: true, session }
}

async function readFormValues(request: Request): Promise<FormValues> {
  const values: FormValues = {}
  const form = await request.formData().catch(() => new FormData())
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value
  return values
}

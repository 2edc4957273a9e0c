import type Stripe from 'stripe'
import { z } from 'zod'
import { AppError } from '../_shared/http/errors.ts'
import { nestsDeeperThan } from '../_shared/http/json-depth.ts'
import { unsafeTextPaths } from '../_shared/http/unsafe-text.ts'

const MAX_EVENT_DEPTH = 64

// What a verified event must look like before any of it reaches the database: the envelope, and
// for the events we act on, the fields the order services read, with their types. A signature
// proves who sent an event, not that it is well formed; a malformed one is refused (400) rather
// than half-processed.

const stripeId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`), 'id_invalid')

const address = z
  .object({
    line1: z.string().nullish(),
    line2: z.string().nullish(),
    city: z.string().nullish(),
    postal_code: z.string().nullish(),
    state: z.string().nullish(),
    country: z.string().nullish(),
  })
  .nullish()
const shippingDetails = z.object({ name: z.string().nullish(), address }).nullish()

const CheckoutSession = z.looseObject({
  id: stripeId('cs'),
  object: z.literal('checkout.session').optional(),
  status: z.enum(['open', 'complete', 'expired']).nullish(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']).nullish(),
  payment_intent: z.union([stripeId('pi'), z.looseObject({ id: stripeId('pi') })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  collected_information: z.object({ shipping_details: shippingDetails }).nullish(),
  shipping_details: shippingDetails,
  amount_total: z.number().int().nonnegative().nullish(),
  shipping_cost: z
    .looseObject({
      amount_total: z.number().int().nonnegative(),
      shipping_rate: z.union([stripeId('shr'), z.looseObject({ id: stripeId('shr') })]).nullish(),
    })
    .nullish(),
  total_details: z
    .looseObject({
      amount_discount: z.number().int().nonnegative().nullish(),
      amount_tax: z.number().int().nonnegative().nullish(),
    })
    .nullish(),
  discounts: z
    .array(
      z.looseObject({
        promotion_code: z
          .union([stripeId('promo'), z.looseObject({ id: stripeId('promo') })])
          .nullish(),
      }),
    )
    .max(20)
    .nullish(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/i)
    .nullish(),
  customer_email: z.string().max(254).nullish(),
  customer_details: z
    .looseObject({
      email: z.string().max(254).nullish(),
      business_name: z.string().max(300).nullish(),
      tax_exempt: z.string().max(20).nullish(),
      address: z.looseObject({ country: z.string().max(2).nullish() }).nullish(),
      tax_ids: z
        .array(z.looseObject({ type: z.string().max(20), value: z.string().max(100).nullish() }))
        .max(20)
        .nullish(),
    })
    .nullish(),
  consent: z
    .looseObject({
      promotions: z.enum(['opt_in', 'opt_out']).nullish(),
      terms_of_service: z.literal('accepted').nullish(),
    })
    .nullish(),
  invoice: z.union([stripeId('in'), z.looseObject({ id: stripeId('in') })]).nullish(),
  recovered_from: stripeId('cs').nullish(),
  after_expiration: z
    .looseObject({
      recovery: z
        .looseObject({
          url: z
            .url({ protocol: /^https?$/ })
            .max(2000)
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
})

const Charge = z.looseObject({
  id: stripeId('ch'),
  object: z.literal('charge').optional(),
  refunded: z.boolean(),
  payment_intent: z.union([stripeId('pi'), z.looseObject({ id: stripeId('pi') })]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
})

const Dispute = z.looseObject({
  id: stripeId('(dp|du)'),
  object: z.literal('dispute').optional(),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/i),
  reason: z.string().min(1).max(100),
  charge: z.union([stripeId('(ch|py)'), z.looseObject({ id: stripeId('(ch|py)') })]),
  payment_intent: z.union([stripeId('pi'), z.looseObject({ id: stripeId('pi') })]).nullish(),
})

const OBJECT_BY_TYPE: Record<string, z.ZodType> = {
  'charge.dispute.created': Dispute,
  'checkout.session.completed': CheckoutSession,
  'checkout.session.async_payment_succeeded': CheckoutSession,
  'checkout.session.async_payment_failed': CheckoutSession,
  'checkout.session.expired': CheckoutSession,
  'charge.refunded': Charge,
}

const Envelope = z.looseObject({
  id: stripeId('evt'),
  object: z.literal('event'),
  type: z.string().min(1).max(100),
  data: z.looseObject({ object: z.looseObject({}) }),
})

/** The verified payload as an event we can act on; 400 `event_invalid` naming what is wrong. */
export function parseEvent(payload: string): Stripe.Event {
  // Stripe's events nest a few levels (an expanded object or two); thousands would overflow the
  // walks below, a 500 where a refusal is due.
  if (nestsDeeperThan(payload, MAX_EVENT_DEPTH)) throw invalid({ _: 'invalid_json' })
  let raw: unknown
  try {
    raw = JSON.parse(payload)
  } catch {
    throw invalid({ _: 'invalid_json' })
  }
  const unsafe = unsafeTextPaths(raw)
  if (unsafe.length > 0)
    throw invalid(Object.fromEntries(unsafe.map((path) => [path, 'text_invalid'])))
  const envelope = Envelope.safeParse(raw)
  if (!envelope.success) throw invalid(issues(envelope.error, []))
  const schema = OBJECT_BY_TYPE[envelope.data.type]
  if (schema) {
    const object = schema.safeParse(envelope.data.data.object)
    if (!object.success) throw invalid(issues(object.error, ['data', 'object']))
  }
  return raw as Stripe.Event
}

function issues(error: z.ZodError, prefix: string[]): Record<string, string> {
  return Object.fromEntries(
    error.issues.map((issue) => [
      [...prefix, ...issue.path.map(String)].join('.') || '_',
      issue.message,
    ]),
  )
}

const invalid = (fields: Record<string, string>) =>
  new AppError('event_invalid', 'This event is not a well-formed Stripe event.', fields)

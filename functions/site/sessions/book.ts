import type Stripe from 'stripe'
import { newLinkToken } from '../../_shared/bookings/offer-document.ts'
import { isTaken, ownerDay, slotProblem } from '../../_shared/bookings/slots.ts'
import { bookingTexts } from '../../_shared/bookings/texts/index.ts'
import type { SessionBookingInput } from '../../_shared/contract/site/sessions.ts'
import { refusalHint } from '../../_shared/db/refusals.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { enforceRateLimits } from '../../_shared/http/rate-limit.ts'
import { publicStorageUrls } from '../catalog/storage-url.ts'
import type { SiteDeps } from '../deps.ts'
import { invalidField } from '../forms/rules.ts'
import { readPublicSettings } from '../settings.ts'
import { loadSlotContext, nextFreeSlots } from './slot-context.ts'
import { isExclusionViolation, SlotTakenError } from './slot-taken.ts'

/** A hold lasts as long as its Checkout Session: Stripe's minimum, 30 minutes, plus a minute. */
const HOLD_MS = 31 * 60 * 1000
/** Open holds one email or one network address may have at a time. */
const OPEN_HOLDS = 2
const BOOKING_ATTEMPTS = { limit: 10, windowSeconds: 60 * 60 }

/**
 * Books a private session in three steps, none calling Stripe with a transaction open: the slot is
 * held (the database's exclusion constraint lets one hold or session cover any moment: a second
 * buyer racing for it gets 409 with the next free slots) and committed; the Checkout Session for
 * hours × the hourly rate is created, keyed by the hold; it is attached. If Stripe fails, the hold
 * is released at once.
 */
export async function bookSession(
  deps: SiteDeps,
  input: SessionBookingInput,
  address: string | null,
): Promise<{ url: string }> {
  const now = deps.now()
  const settings = await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))
  const range = settings.rates.session_hours
  if (input.hours < range.min || input.hours > range.max)
    throw invalidField('hours', 'session_hours_invalid')
  const start = new Date(input.slot_start)
  if (Number.isNaN(start.getTime())) throw slotField('slot_invalid')
  const { context, settings: booking } = await loadSlotContext(
    deps.sql,
    now,
    dayBefore(start),
    dayAfter(start),
  )
  const problem = slotProblem(context, start, input.hours)
  if (problem) throw slotField(problem)
  const day = ownerDay(context.rules, start)
  const end = new Date(start.getTime() + input.hours * 3_600_000)
  if (isTaken(context, { start, end })) throw await taken(deps, now, day, input.hours)

  const id = crypto.randomUUID()
  const token = newLinkToken()
  const amountCents = settings.rates.session_hourly_cents * input.hours
  const holdExpires = new Date(now.getTime() + HOLD_MS)
  try {
    await runAs(deps.sql, { role: 'anon' }, async (tx) => {
      await enforceRateLimits(
        tx,
        [{ bucket: `sessions:address:${address ?? 'unknown'}`, rule: BOOKING_ATTEMPTS }],
        'Too many bookings in a short time. Please wait and try again.',
      )
      await tx`select private.hold_session_slot(${tx.json({
        id,
        token,
        name: input.name,
        email: input.email,
        locale: input.locale,
        genre: input.genre,
        details: input.details,
        hours: input.hours,
        starts_at: start.toISOString(),
        ends_at: end.toISOString(),
        busy_until: new Date(end.getTime() + booking.session_buffer_minutes * 60_000).toISOString(),
        amount_cents: amountCents,
        currency: settings.currency,
        hold_expires_at: holdExpires.toISOString(),
        buyer_address_hash: address ? await sha256(address) : null,
        open_holds_limit: OPEN_HOLDS,
      })})`
    })
  } catch (error) {
    if (isExclusionViolation(error)) throw await taken(deps, now, day, input.hours)
    if (refusalHint(error, ['too_many_open_checkouts'])) {
      throw new AppError(
        'too_many_open_checkouts',
        'You already have slots waiting for payment.',
        undefined,
        {
          'Retry-After': String(HOLD_MS / 1000),
        },
      )
    }
    throw error
  }

  let session: Stripe.Checkout.Session
  try {
    session = await deps.stripe.checkout.sessions.create(
      sessionParams(deps, {
        id,
        token,
        input,
        amountCents,
        currency: settings.currency,
        brand: settings.brand_name,
        holdExpires,
      }),
      { idempotencyKey: `session-booking-${id}` },
    )
  } catch (error) {
    console.error('Stripe refused or did not answer the session booking', error)
    await runAs(deps.sql, { role: 'anon' }, (tx) => tx`select private.release_session_hold(${id})`)
    throw new AppError(
      'payment_provider_unavailable',
      'The payment page could not be opened. Nothing was charged; please try again in a moment.',
    )
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a url`)
  await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) => tx`select private.attach_session_checkout(${id}, ${session.id}, ${session.url})`,
  )
  return { url: session.url }
}

function sessionParams(
  deps: SiteDeps,
  booking: {
    id: string
    token: string
    input: SessionBookingInput
    amountCents: number
    currency: string
    brand: string
    holdExpires: Date
  },
): Stripe.Checkout.SessionCreateParams {
  const t = bookingTexts(booking.input.locale)
  const metadata = { kind: 'private_session', session_booking_id: booking.id }
  const site = deps.env.SITE_URL.replace(/\/+$/, '')
  return {
    mode: 'payment',
    customer_email: booking.input.email,
    locale: booking.input.locale === 'pt' ? 'pt-BR' : booking.input.locale,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: booking.currency.toLowerCase(),
          unit_amount: booking.amountCents,
          product_data: {
            name: `${bookingTexts(booking.input.locale).ics_session_summary.replace('{brand}', booking.brand)} · ${t.hours_value.replace('{hours}', String(booking.input.hours))}`,
          },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    success_url: `${site}/session/${booking.token}?paid=1`,
    cancel_url: `${site}/book-session?type=session`,
    expires_at: Math.floor(booking.holdExpires.getTime() / 1000),
  }
}

async function taken(
  deps: SiteDeps,
  now: Date,
  day: string,
  hours: number,
): Promise<SlotTakenError> {
  return new SlotTakenError(await nextFreeSlots(deps.sql, now, day, hours))
}

const slotField = (code: string) =>
  new AppError('validation_failed', 'Some fields need attention.', { slot_start: code })

const dayBefore = (instant: Date) =>
  new Date(instant.getTime() - 86_400_000).toISOString().slice(0, 10)
const dayAfter = (instant: Date) =>
  new Date(instant.getTime() + 86_400_000).toISOString().slice(0, 10)

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

import type { BookingEmailContext } from '../../_shared/bookings/emails/context.ts'
import {
  sessionCalendar,
  sessionCancelledEmails,
  sessionMovedEmails,
} from '../../_shared/bookings/emails/session-emails.ts'
import { readBookingSettings, sessionRules } from '../../_shared/bookings/records.ts'
import { isTaken, ownerDay, slotProblem } from '../../_shared/bookings/slots.ts'
import { bookingTexts } from '../../_shared/bookings/texts/index.ts'
import type { Locale } from '../../_shared/contract/forms.ts'
import type { SessionView } from '../../_shared/contract/site/sessions.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { fill } from '../../_shared/email/format.ts'
import { queueEmails } from '../../_shared/email/outbox.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { SiteDeps } from '../deps.ts'
import { readOwnerLocale } from '../settings.ts'
import { readSession, type SessionRecord, sessionNotFound } from './record.ts'
import { loadSlotContext, nextFreeSlots } from './slot-context.ts'
import { isExclusionViolation, SlotTakenError } from './slot-taken.ts'

// A booked session, for whoever holds its link: see it, move it or cancel it. Free up to the
// settings' hours before it starts (48 by default): moved at no cost, cancelled with a full
// refund; after that it can be neither moved nor refunded (cancelling then frees the slot).

export async function showSession(deps: SiteDeps, token: string): Promise<SessionView> {
  const session = await readSession(deps.sql, token)
  const settings = await runAs(deps.sql, { role: 'anon' }, readBookingSettings)
  return toView(
    deps,
    token,
    session,
    settings.session_time_zone,
    settings.session_free_cancel_hours,
  )
}

function toView(
  deps: SiteDeps,
  token: string,
  session: SessionRecord,
  timeZone: string,
  freeHours: number,
): SessionView {
  const now = deps.now().getTime()
  const freeUntil = new Date(session.starts_at.getTime() - freeHours * 3_600_000)
  const upcoming = session.status === 'confirmed' && session.starts_at.getTime() > now
  const state =
    session.status === 'held'
      ? session.hold_expires_at && session.hold_expires_at.getTime() > now
        ? 'awaiting_payment'
        : 'expired'
      : session.status
  return {
    state,
    name: session.name,
    starts_at: session.starts_at.toISOString(),
    ends_at: session.ends_at.toISOString(),
    hours: session.hours,
    amount_cents: session.amount_cents,
    currency: session.currency,
    time_zone: timeZone,
    free_change_until: freeUntil.toISOString(),
    can_cancel: upcoming,
    can_reschedule: upcoming && freeUntil.getTime() > now,
    refund_cents: session.refund_cents,
    calendar_url:
      session.status === 'confirmed'
        ? `${deps.env.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/site/sessions/${token}/calendar.ics`
        : null,
  }
}

/**
 * Cancels the session. The refund (everything, when in time) goes to Stripe first, keyed by the
 * session, outside any transaction: if Stripe fails nothing has changed and the buyer can try
 * again; a retry after the refund gets the same refund back. Then the cancellation and both
 * emails are written together.
 */
export async function cancelSession(deps: SiteDeps, token: string): Promise<SessionView> {
  const session = await readSession(deps.sql, token)
  const settings = await runAs(deps.sql, { role: 'anon' }, readBookingSettings)
  const now = deps.now()
  if (session.status !== 'confirmed' || session.starts_at.getTime() <= now.getTime())
    throw notChangeable()
  const inTime =
    session.starts_at.getTime() - settings.session_free_cancel_hours * 3_600_000 > now.getTime()
  const refundCents = inTime ? session.amount_cents : 0
  let refundId: string | null = null
  if (refundCents > 0) {
    if (!session.stripe_payment_intent_id)
      throw new Error(`Session ${session.id} was paid without a payment intent`)
    try {
      const refund = await deps.stripe.refunds.create(
        {
          payment_intent: session.stripe_payment_intent_id,
          amount: refundCents,
          reason: 'requested_by_customer',
          metadata: { session_booking_id: session.id },
        },
        { idempotencyKey: `session-cancel-${session.id}` },
      )
      refundId = refund.id
    } catch (error) {
      console.error('Stripe refused or did not answer the session refund', error)
      throw new AppError(
        'payment_provider_unavailable',
        'The refund could not be made yet. Nothing has changed; please try again.',
      )
    }
  }
  const ownerLocale = await readOwnerLocale(deps.sql)
  const cancelled = await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    const [row] = await tx<{ cancelled: { id: string } | null }[]>`
      select private.cancel_session_booking(${token}, ${refundCents}) as cancelled`
    if (!row?.cancelled) return false
    if (refundId) await tx`select private.record_session_refund(${session.id}, ${refundId})`
    const context = await sessionEmailContext(tx, deps, ownerLocale)
    await queueEmails(
      tx,
      sessionCancelledEmails(session, context, sessionRules(settings), refundCents),
    )
    return true
  })
  if (!cancelled) throw notChangeable()
  kick(deps)
  return showSession(deps, token)
}

/** Moves the session to another free slot of the same length, while that is still free of charge. */
export async function rescheduleSession(
  deps: SiteDeps,
  token: string,
  slotStart: string,
): Promise<SessionView> {
  const session = await readSession(deps.sql, token)
  const now = deps.now()
  const start = new Date(slotStart)
  const from = new Date(start.getTime() - 86_400_000).toISOString().slice(0, 10)
  const to = new Date(start.getTime() + 86_400_000).toISOString().slice(0, 10)
  const { context, settings } = await loadSlotContext(deps.sql, now, from, to, token)
  const freeUntil = session.starts_at.getTime() - settings.session_free_cancel_hours * 3_600_000
  if (session.status !== 'confirmed' || freeUntil <= now.getTime()) throw notChangeable()
  const problem = Number.isNaN(start.getTime())
    ? 'slot_invalid'
    : slotProblem(context, start, session.hours)
  if (problem)
    throw new AppError('validation_failed', 'Some fields need attention.', { slot_start: problem })
  const end = new Date(start.getTime() + session.hours * 3_600_000)
  const day = ownerDay(context.rules, start)
  if (isTaken(context, { start, end }))
    throw new SlotTakenError(await nextFreeSlots(deps.sql, now, day, session.hours))
  const busyUntil = new Date(end.getTime() + settings.session_buffer_minutes * 60_000)
  const ownerLocale = await readOwnerLocale(deps.sql)
  const moved = await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    const [row] = await tx<{ id: string | null }[]>`
      select private.reschedule_session_booking(${token}, ${start}, ${end}, ${busyUntil}) as id`
    if (!row?.id) return false
    const context = await sessionEmailContext(tx, deps, ownerLocale)
    await queueEmails(
      tx,
      sessionMovedEmails(
        { ...session, starts_at: start, ends_at: end },
        session.starts_at,
        context,
        sessionRules(settings),
        now,
      ),
    )
    return true
  }).catch(async (error: unknown) => {
    if (isExclusionViolation(error))
      throw new SlotTakenError(await nextFreeSlots(deps.sql, now, day, session.hours))
    throw error
  })
  if (!moved) throw notChangeable()
  kick(deps)
  return showSession(deps, token)
}

/** The buyer's calendar entry for a booked session. */
export async function sessionIcs(deps: SiteDeps, token: string): Promise<string> {
  const session = await readSession(deps.sql, token)
  if (session.status !== 'confirmed') throw sessionNotFound()
  const ownerLocale = await readOwnerLocale(deps.sql)
  return runAs(deps.sql, { role: 'anon' }, async (tx) => {
    const context = await sessionEmailContext(tx, deps, ownerLocale)
    const t = bookingTexts(session.locale)
    return sessionCalendar(
      session,
      context,
      fill(t.ics_session_summary, { brand: context.brandName }),
      {
        stamp: deps.now(),
        sequence: Math.floor(deps.now().getTime() / 1000),
        withLink: true,
      },
    )
  })
}

/** The emails' context: the public settings, read as the visitor; the owner's own from env. */
async function sessionEmailContext(
  tx: Parameters<Parameters<typeof runAs>[2]>[0],
  deps: SiteDeps,
  ownerLocale: Locale,
): Promise<BookingEmailContext> {
  const [settings] = await tx<{ brand_name: string; contact_email: string }[]>`
    select brand_name, contact_email from public.settings`
  if (!settings) throw new Error('Expected the settings row: were the migrations applied?')
  return {
    brandName: settings.brand_name,
    contactEmail: settings.contact_email,
    ownerEmail: deps.env.OWNER_EMAIL,
    ownerLocale,
    siteUrl: deps.env.SITE_URL,
  }
}

const notChangeable = () =>
  new AppError('session_not_changeable', 'This session can no longer be moved or cancelled here.')

function kick(deps: SiteDeps) {
  try {
    deps.kickOutbox?.()
  } catch (error) {
    console.error('[sessions] could not wake the email outbox', error)
  }
}

import {
  type BookingStatus,
  type BookingStatusInput,
  canMoveBooking,
} from '../../_shared/contract/admin/messages.ts'
import { constraintViolation, refusalError, SQLSTATE } from '../../_shared/db/refusals.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { messageNotFound } from './params.ts'

/**
 * Moves a booking request along its steps (see BOOKING_TRANSITIONS), with the quote when it is
 * quoted. The row is locked first, so two admins cannot both move it from the same step; the
 * database trigger enforces the same table in case anything else writes.
 */
export async function changeBookingStatus(
  tx: Tx,
  id: string,
  input: BookingStatusInput,
): Promise<void> {
  const [message] = await tx<{ kind: string }[]>`select kind from public.messages where id = ${id}`
  if (!message) throw messageNotFound()
  if (message.kind !== 'booking') {
    throw new AppError('not_a_booking', 'Only booking requests have a booking status.')
  }
  const [booking] = await tx<{ status: BookingStatus }[]>`
    select status from public.booking_requests where message_id = ${id} for update`
  if (!booking) throw messageNotFound()
  if (!canMoveBooking(booking.status, input.status)) {
    throw illegalTransition(booking.status, input.status)
  }
  await tx`
    update public.booking_requests
    set status = ${input.status}, quote_cents = coalesce(${input.quote_cents ?? null}::integer, quote_cents)
    where message_id = ${id}`
}

function illegalTransition(from: string, to: string): AppError {
  return new AppError('illegal_transition', `A booking that is ${from} cannot become ${to}.`)
}

/**
 * The database's refusals, as the API's errors: the transition trigger and the rule that a quoted
 * or confirmed booking has a quote both raise check_violation (23514). Anything else is unknown.
 */
export function bookingUpdateError(error: unknown): AppError | null {
  const refused = refusalError(
    error,
    {
      illegal_transition: () =>
        new AppError('illegal_transition', 'This booking cannot move to that status.'),
    },
    SQLSTATE.checkViolation,
  )
  if (refused) return refused
  if (constraintViolation(error, SQLSTATE.checkViolation, 'quoted_bookings_have_a_quote')) {
    return new AppError('validation_failed', 'Some fields need attention.', {
      quote_cents: 'quote_required',
    })
  }
  return null
}

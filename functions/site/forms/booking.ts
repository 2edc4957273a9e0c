import { estimateBookingCents } from '../../_shared/contract/booking-estimate.ts'
import type { BookingInput } from '../../_shared/contract/forms.ts'
import {
  type BookingEstimate,
  bookingConfirmation,
  bookingOwnerNotice,
} from '../../_shared/email/templates/booking.ts'
import { publicStorageUrls } from '../catalog/storage-url.ts'
import { type PublicSettings, readOwnerLocale, readPublicSettings } from '../settings.ts'
import { emailContexts, formEmails } from './emails.ts'
import { decoyReceipt, filledHoneypot } from './honeypot.ts'
import { bookingDateProblem, invalidField } from './rules.ts'
import { acceptSubmission, type FormsDeps, type Receipt } from './submit.ts'

export async function submitBooking(
  deps: FormsDeps,
  input: BookingInput,
  address: string | null,
): Promise<Receipt> {
  if (filledHoneypot(input)) return decoyReceipt()
  const settings = await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))
  const now = deps.now()
  const dateProblem = bookingDateProblem(input.preferred_date, now, settings.blocked_dates)
  if (dateProblem) throw invalidField('preferred_date', dateProblem)

  const id = crypto.randomUUID()
  const contexts = emailContexts(deps, settings, input.locale, await readOwnerLocale(deps.sql))
  const booking = {
    eventType: input.event_type,
    date: input.preferred_date,
    location: input.location || undefined,
    setHours: input.set_hours,
  }
  const estimate = bookingEstimate(input.set_hours, settings)
  return acceptSubmission(deps, {
    id,
    message: {
      kind: 'booking',
      name: input.name,
      email: input.email,
      body: input.details,
      locale: input.locale,
    },
    details: {
      event_type: input.event_type,
      preferred_date: input.preferred_date,
      location: booking.location ?? null,
      set_hours: input.set_hours ?? null,
    },
    address,
    subscribe: input.subscribe,
    emails: formEmails(deps, settings, {
      messageId: id,
      kind: 'booking',
      senderEmail: input.email,
      confirmation: bookingConfirmation(
        { ...contexts.sender, calendarUid: `${id}@${new URL(deps.env.SITE_URL).hostname}`, now },
        input,
        booking,
        estimate,
      ),
      notice: bookingOwnerNotice(
        contexts.owner,
        { name: input.name, email: input.email, locale: input.locale, messageId: id },
        { ...booking, details: input.details },
        estimate,
      ),
    }),
  })
}

function bookingEstimate(setHours: number | undefined, settings: PublicSettings): BookingEstimate {
  const { rates } = settings
  return {
    totalCents: estimateBookingCents(setHours, rates),
    hours: setHours ?? rates.dj_show_block_hours,
    rateCents: rates.dj_show_cents,
    blockHours: rates.dj_show_block_hours,
    currency: settings.currency,
  }
}

import { runAs, type Sql } from '../db/request-context.ts'
import { queueEmails } from '../email/outbox.ts'
import type { FunctionEnv } from '../env.ts'
import { balanceReminderEmail } from './emails/offer-emails.ts'
import { FINAL_REMINDER_DAYS } from './offer-document.ts'
import { emailContext, type OfferRow, offerColumns, readBookingSettings } from './records.ts'
import { addDays } from './zoned-time.ts'

/**
 * Queues the balance reminders that are due: the first when the show is the settings' days away
 * (14 by default), the last when it is 3 days away; each once (the offer counts them, and the
 * outbox's key would refuse a second anyway). Background work: runs as the service role, from
 * the scheduled email job, and calls nothing outside the database.
 */
export function queueDueBalanceReminders(deps: {
  sql: Sql
  env: Pick<FunctionEnv, 'OWNER_EMAIL' | 'SITE_URL'>
  now: () => Date
}): Promise<number> {
  return runAs(deps.sql, { role: 'service_role' }, async (tx) => {
    const settings = await readBookingSettings(tx)
    const today = deps.now().toISOString().slice(0, 10)
    const due = await tx<OfferRow[]>`
      select ${offerColumns(tx)} from public.show_offers as o
      where o.status = 'confirmed' and o.balance_paid_at is null and o.balance_cents > 0
        and o.balance_reminders < 2
        and o.event_date between ${today}::date and ${addDays(today, settings.balance_reminder_days)}::date
      order by o.event_date
      for update skip locked`
    if (due.length === 0) return 0
    const context = await emailContext(tx, deps.env)
    let queued = 0
    for (const offer of due) {
      const reminder = offer.event_date <= addDays(today, FINAL_REMINDER_DAYS) ? 2 : 1
      if (reminder <= offer.balance_reminders) continue
      await queueEmails(tx, [balanceReminderEmail(offer, context, reminder)])
      await tx`update public.show_offers set balance_reminders = ${reminder} where id = ${offer.id}`
      queued++
    }
    return queued
  })
}

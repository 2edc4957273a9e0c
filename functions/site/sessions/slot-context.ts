import {
  type BookingSettings,
  readBookingSettings,
  slotRules,
} from '../../_shared/bookings/records.ts'
import { freeSlots, type Slot, type SlotContext } from '../../_shared/bookings/slots.ts'
import { addDays, instantOf } from '../../_shared/bookings/zoned-time.ts'
import type { Slot as SlotDto } from '../../_shared/contract/site/sessions.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'

/**
 * Everything that decides which slots are free on the owner's days `from` to `to`: the settings,
 * the days blocked (the owner's, and those confirmed shows hold) and the time sessions keep busy.
 * Read as the visitor, through the functions the migrations open to them.
 */
export async function loadSlotContext(
  sql: Sql,
  now: Date,
  from: string,
  to: string,
  /** A session whose own time does not count as busy (the one being moved). */
  except?: string,
): Promise<{ context: SlotContext; settings: BookingSettings }> {
  return runAs(sql, { role: 'anon' }, async (tx) => {
    const settings = await readBookingSettings(tx)
    const rules = slotRules(settings)
    const [blocked] = await tx<{ days: string[] }[]>`
      select coalesce(array(
        select d::text from unnest((select blocked_dates from public.settings)) as d
        where d between ${from}::date and ${to}::date
        union
        select d::text from private.held_show_dates(${from}::date, ${to}::date) as d
      ), '{}') as days`
    // A day in the owner's zone lies within a day either side in UTC.
    const since = instantOf(addDays(from, -1), 0, 'UTC') ?? now
    const until = instantOf(addDays(to, 2), 0, 'UTC') ?? now
    const busy = await tx<{ busy_from: Date; busy_until: Date }[]>`
      select busy_from, busy_until from private.busy_session_ranges(${since}, ${until})`
    const own = except
      ? await tx<{ busy_from: Date }[]>`
          select (private.session_booking_by_token(${except}) ->> 'starts_at')::timestamptz as busy_from`
      : []
    const ownStart = own[0]?.busy_from?.getTime()
    return {
      settings,
      context: {
        rules,
        now,
        blockedDays: new Set(blocked?.days ?? []),
        busy: busy
          .filter((range) => range.busy_from.getTime() !== ownStart)
          .map((range) => ({ start: range.busy_from.getTime(), end: range.busy_until.getTime() })),
      },
    }
  })
}

export const toSlotDto = (slot: Slot): SlotDto => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
})

/** The next free slots of `hours` from the owner's day `from`: what a 409 offers instead. */
export async function nextFreeSlots(
  sql: Sql,
  now: Date,
  from: string,
  hours: number,
  count = 5,
): Promise<SlotDto[]> {
  const to = addDays(from, 21)
  const { context } = await loadSlotContext(sql, now, from, to)
  return freeSlots(context, from, to, hours).slice(0, count).map(toSlotDto)
}

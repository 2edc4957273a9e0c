import { addDays, instantOf, isoWeekday, minutesOf, wallTimeAt } from './zoned-time.ts'

// The free slots of private sessions: the owner's weekly hours, in the owner's time zone, cut into
// starts on the hour; minus the days blocked (the owner's blocked dates, confirmed shows), the
// time other sessions keep busy (with the buffer after each), what is too soon (the notice) and
// what is too far ahead (the horizon). Instants are UTC; the visitor's page shows them in theirs.

/** One stretch of the week the owner takes sessions: ISO day (Monday 1), `HH:MM` to `HH:MM`. */
export type WeeklyHours = { day: number; start: string; end: string }

export type SlotRules = {
  timeZone: string
  availability: readonly WeeklyHours[]
  bufferMinutes: number
  horizonDays: number
  noticeHours: number
}

export type Slot = { start: Date; end: Date }
/** Time already taken, [start, end) in milliseconds. */
export type BusyRange = { start: number; end: number }

/** Slots start on the hour. */
export const SLOT_STEP_MINUTES = 60

/**
 * Every start of a session of `hours` that fits the owner's hours on the owner's days `from` to
 * `to` (inclusive), before anything else is taken away: the grid slots must lie on.
 */
export function gridSlots(rules: SlotRules, from: string, to: string, hours: number): Slot[] {
  const slots: Slot[] = []
  const length = hours * 60
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const weekday = isoWeekday(date)
    for (const window of rules.availability) {
      if (window.day !== weekday) continue
      const open = minutesOf(window.start)
      const close = minutesOf(window.end)
      for (let minutes = open; minutes + length <= close; minutes += SLOT_STEP_MINUTES) {
        const start = instantOf(date, minutes, rules.timeZone)
        const end =
          start &&
          instantOf(
            addDays(date, Math.floor((minutes + length) / 1440)),
            (minutes + length) % 1440,
            rules.timeZone,
          )
        // A start or end the clocks skip (summer time) is not offered.
        if (!start || !end) continue
        slots.push({ start, end })
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

export type SlotContext = {
  rules: SlotRules
  now: Date
  /** Whole days in the owner's time zone nobody can book: blocked dates, confirmed shows. */
  blockedDays: ReadonlySet<string>
  busy: readonly BusyRange[]
}

/** Why a start cannot be booked at all (the grid, the notice, the horizon), or null. */
export type SlotProblem = 'slot_not_on_grid' | 'slot_in_past' | 'slot_too_far'

export function slotProblem(context: SlotContext, start: Date, hours: number): SlotProblem | null {
  const problem = timingProblem(context, start)
  if (problem) return problem
  const day = ownerDay(context.rules, start)
  const onGrid = gridSlots(context.rules, day, day, hours).some(
    (slot) => slot.start.getTime() === start.getTime(),
  )
  return onGrid ? null : 'slot_not_on_grid'
}

/** The rules that do not depend on the grid: notice, horizon, blocked days. */
function timingProblem(context: SlotContext, start: Date): SlotProblem | null {
  const { rules, now } = context
  if (start.getTime() < now.getTime() + rules.noticeHours * 3_600_000) return 'slot_in_past'
  if (start.getTime() > now.getTime() + rules.horizonDays * 86_400_000) return 'slot_too_far'
  if (context.blockedDays.has(ownerDay(rules, start))) return 'slot_not_on_grid'
  return null
}

/** Whether a session of `slot` would overlap time already taken, the buffer after it included. */
export function isTaken(context: SlotContext, slot: Slot): boolean {
  const busyUntil = slot.end.getTime() + context.rules.bufferMinutes * 60_000
  return context.busy.some((range) => range.start < busyUntil && slot.start.getTime() < range.end)
}

/** The free slots of `hours` on the owner's days `from` to `to`, earliest first. */
export function freeSlots(context: SlotContext, from: string, to: string, hours: number): Slot[] {
  return gridSlots(context.rules, from, to, hours).filter(
    (slot) => timingProblem(context, slot.start) === null && !isTaken(context, slot),
  )
}

/** The owner's day of an instant, `YYYY-MM-DD`. */
export function ownerDay(rules: Pick<SlotRules, 'timeZone'>, instant: Date): string {
  return wallTimeAt(instant, rules.timeZone).date
}

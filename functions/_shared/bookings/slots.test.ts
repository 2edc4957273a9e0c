import { describe, expect, it } from 'vitest'
import {
  freeSlots,
  gridSlots,
  isTaken,
  type SlotContext,
  type SlotRules,
  slotProblem,
} from './slots.ts'

const rules: SlotRules = {
  timeZone: 'Europe/Madrid',
  availability: [
    { day: 1, start: '10:00', end: '14:00' },
    { day: 3, start: '16:00', end: '19:00' },
  ],
  bufferMinutes: 30,
  horizonDays: 30,
  noticeHours: 24,
}
const hoursOf = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString())
// Monday 30 November 2026, 08:00 in Madrid.
const now = new Date('2026-11-30T07:00:00Z')
const context = (overrides: Partial<SlotContext> = {}): SlotContext => ({
  rules,
  now,
  blockedDays: new Set(),
  busy: [],
  ...overrides,
})

describe('the slot grid', () => {
  it('starts on the hour inside the weekly hours, in the owner’s time zone', () => {
    // Monday 7 December: 10-14 in Madrid is 09-13 UTC.
    expect(hoursOf(gridSlots(rules, '2026-12-07', '2026-12-07', 1))).toEqual([
      '2026-12-07T09:00:00.000Z',
      '2026-12-07T10:00:00.000Z',
      '2026-12-07T11:00:00.000Z',
      '2026-12-07T12:00:00.000Z',
    ])
    // A three-hour session must end by 14:00.
    expect(hoursOf(gridSlots(rules, '2026-12-07', '2026-12-07', 3))).toEqual([
      '2026-12-07T09:00:00.000Z',
      '2026-12-07T10:00:00.000Z',
    ])
    expect(gridSlots(rules, '2026-12-08', '2026-12-08', 1)).toEqual([])
  })

  it('follows summer time: the same wall hours are an hour earlier in UTC', () => {
    const summer = gridSlots(rules, '2027-06-07', '2027-06-07', 1)
    expect(summer[0]?.start.toISOString()).toBe('2027-06-07T08:00:00.000Z')
  })
})

describe('free slots', () => {
  it('leave out what is too soon, too far, on a blocked day, or taken with its buffer', () => {
    expect(freeSlots(context(), '2026-11-30', '2026-11-30', 1)).toEqual([])
    expect(freeSlots(context(), '2027-01-04', '2027-01-04', 1)).toEqual([])
    expect(
      freeSlots(context({ blockedDays: new Set(['2026-12-07']) }), '2026-12-07', '2026-12-07', 1),
    ).toEqual([])
    // 10:00-11:00 Madrid is taken, busy until 11:30 with its buffer: 11:00 is not free, 12:00 is.
    const busy = [
      { start: Date.parse('2026-12-07T09:00:00Z'), end: Date.parse('2026-12-07T10:30:00Z') },
    ]
    expect(hoursOf(freeSlots(context({ busy }), '2026-12-07', '2026-12-07', 1))).toEqual([
      '2026-12-07T11:00:00.000Z',
      '2026-12-07T12:00:00.000Z',
    ])
  })

  it('keep the buffer before a taken session too', () => {
    // 13:00-14:00 Madrid is taken: a session 12:00-13:00 would end inside its buffer-free gap.
    const busy = [
      { start: Date.parse('2026-12-07T12:00:00Z'), end: Date.parse('2026-12-07T13:30:00Z') },
    ]
    const slot = { start: new Date('2026-12-07T11:00:00Z'), end: new Date('2026-12-07T12:00:00Z') }
    expect(isTaken(context({ busy }), slot)).toBe(true)
    expect(isTaken(context({ busy, rules: { ...rules, bufferMinutes: 0 } }), slot)).toBe(false)
  })
})

describe('a requested start', () => {
  it('must be on the grid, with notice, within the horizon', () => {
    const c = context()
    expect(slotProblem(c, new Date('2026-12-07T09:00:00Z'), 1)).toBeNull()
    expect(slotProblem(c, new Date('2026-12-07T09:30:00Z'), 1)).toBe('slot_not_on_grid')
    expect(slotProblem(c, new Date('2026-12-07T12:00:00Z'), 3)).toBe('slot_not_on_grid')
    expect(slotProblem(c, new Date('2026-12-08T09:00:00Z'), 1)).toBe('slot_not_on_grid')
    expect(slotProblem(c, new Date('2026-11-30T12:00:00Z'), 1)).toBe('slot_in_past')
    expect(slotProblem(c, new Date('2020-01-06T09:00:00Z'), 1)).toBe('slot_in_past')
    expect(slotProblem(c, new Date('2027-02-01T09:00:00Z'), 1)).toBe('slot_too_far')
  })
})

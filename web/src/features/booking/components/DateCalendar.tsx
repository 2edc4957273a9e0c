import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'

type Props = {
  /** The chosen day, `YYYY-MM-DD`, or ''. */
  value: string
  onChange: (day: string) => void
  /** The first and last day that may be chosen, `YYYY-MM-DD`. */
  min: string
  max: string
  /** Days already booked or blocked by the owner, `YYYY-MM-DD`: shown greyed out, not choosable. */
  unavailable: readonly string[]
}

const DAY_MS = 86_400_000

const toDay = (date: Date) => date.toISOString().slice(0, 10)
const fromDay = (day: string) => new Date(`${day}T00:00:00Z`)
const addDays = (day: string, days: number) =>
  toDay(new Date(fromDay(day).getTime() + days * DAY_MS))
const monthOf = (day: string) => day.slice(0, 7)
function addMonths(day: string, months: number): string {
  const date = fromDay(day)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0))
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay.getUTCDate()))
  return toDay(target)
}
const clamp = (day: string, min: string, max: string) => (day < min ? min : day > max ? max : day)

/** The weeks (Monday first) that show `month` (`YYYY-MM`), each day as `YYYY-MM-DD`. */
function weeksOf(month: string): string[][] {
  const first = fromDay(`${month}-01`)
  const start = toDay(new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * DAY_MS))
  const weeks: string[][] = []
  for (let day = start; monthOf(day) <= month || weeks.length === 0; ) {
    const week = Array.from({ length: 7 }, (_, index) => addDays(day, index))
    weeks.push(week)
    day = addDays(day, 7)
    if (monthOf(day) > month) break
  }
  return weeks
}

/**
 * A month of days to choose the show's date from, with the days already booked greyed out (a
 * native date input cannot do that). A table of day buttons with one day in the tab order, as in
 * the WAI-ARIA date picker: arrow keys move by day and week, Page Up / Page Down by month, Home /
 * End to the week's ends; Enter or Space chooses. The chosen day is the pressed button.
 */
export function DateCalendar({ value, onChange, min, max, unavailable }: Props) {
  const { t, i18n } = useTranslation('booking')
  const language = currentLanguage(i18n)
  const id = useId()
  const [focused, setFocused] = useState(() => clamp(value || min, min, max))
  const [seenValue, setSeenValue] = useState(value)
  if (value !== seenValue) {
    setSeenValue(value)
    if (value && value >= min && value <= max) setFocused(value)
  }
  const moved = useRef(false)
  const grid = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus()
  }, [focused])

  const blocked = new Set(unavailable)
  const month = monthOf(focused)
  const monthName = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const fullDate = dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' })
  const weekdayShort = dateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' })
  const weekdayLong = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })
  const weeks = weeksOf(month)

  const moveTo = (day: string) => {
    moved.current = true
    setFocused(clamp(day, min, max))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -((fromDay(focused).getUTCDay() + 6) % 7)),
      End: () => addDays(focused, 6 - ((fromDay(focused).getUTCDay() + 6) % 7)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    moveTo(move())
  }
  const canGoBack = monthOf(min) < month
  const canGoOn = monthOf(max) > month

  return (
    <fieldset className="calendar">
      <legend className="calendar__label">{t('calendar.label')}</legend>
      <div className="calendar__head">
        <button
          type="button"
          className="calendar__nav"
          aria-label={t('calendar.previous')}
          disabled={!canGoBack}
          onClick={() => setFocused(clamp(addMonths(focused, -1), min, max))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={`${id}-month`} className="calendar__month" aria-live="polite">
          {monthName.format(fromDay(focused))}
        </h3>
        <button
          type="button"
          className="calendar__nav"
          aria-label={t('calendar.next')}
          disabled={!canGoOn}
          onClick={() => setFocused(clamp(addMonths(focused, 1), min, max))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        className="calendar__grid"
        aria-labelledby={`${id}-month`}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day} scope="col" abbr={weekdayLong.format(fromDay(day))}>
                {weekdayShort.format(fromDay(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                if (monthOf(day) !== month) return <td key={day} />
                const outOfRange = day < min || day > max
                const taken = blocked.has(day)
                const chosen = day === value
                const label = fullDate.format(fromDay(day))
                return (
                  <td key={day}>
                    <button
                      type="button"
                      data-day={day}
                      className={taken ? 'calendar__day calendar__day--taken' : 'calendar__day'}
                      tabIndex={day === focused ? 0 : -1}
                      aria-pressed={chosen}
                      aria-disabled={outOfRange || taken ? true : undefined}
                      aria-label={taken ? t('calendar.taken', { date: label }) : label}
                      onClick={() => {
                        setFocused(day)
                        if (!outOfRange && !taken) onChange(day)
                      }}
                    >
                      {fromDay(day).getUTCDate()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar__legend">
        <span className="calendar__swatch" aria-hidden="true" />
        {t('calendar.legend')}
      </p>
    </fieldset>
  )
}

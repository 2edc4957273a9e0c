import type { WeeklyHours } from '@contract/admin/booking-settings.ts'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { currentLanguage } from '@/lib/i18n'

/** One row per weekday: open or not, from and until (one stretch a day in the panel). */
export type DayHours = { open: boolean; start: string; end: string }

export function toDayRows(availability: readonly WeeklyHours[]): DayHours[] {
  return Array.from({ length: 7 }, (_, index) => {
    const hours = availability.find((window) => window.day === index + 1)
    return hours
      ? { open: true, start: hours.start, end: hours.end }
      : { open: false, start: '10:00', end: '18:00' }
  })
}

export function fromDayRows(rows: readonly DayHours[]): WeeklyHours[] {
  return rows.flatMap((row, index) =>
    row.open ? [{ day: index + 1, start: row.start, end: row.end }] : [],
  )
}

/** The owner's weekly hours for sessions, Monday first, in the sessions' time zone. */
export function WeeklyHoursFields({
  rows,
  onChange,
  errors,
}: {
  rows: readonly DayHours[]
  onChange: (rows: DayHours[]) => void
  errors: Record<string, string>
}) {
  const { t, i18n } = useTranslation('admin-settings')
  // 5 January 2026 was a Monday.
  const weekday = new Intl.DateTimeFormat(currentLanguage(i18n), {
    weekday: 'long',
    timeZone: 'UTC',
  })
  const set = (index: number, change: Partial<DayHours>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)))
  return (
    <fieldset>
      <legend>{t('sessions.hours')}</legend>
      <ul className="weekly-hours">
        {rows.map((row, index) => {
          const name = weekday.format(new Date(Date.UTC(2026, 0, 5 + index)))
          const error =
            errors[`session_availability.${fromDayRows(rows.slice(0, index + 1)).length - 1}.end`]
          return (
            <li key={name} className="weekly-hours__day">
              <label className="weekly-hours__open">
                <input
                  type="checkbox"
                  checked={row.open}
                  onChange={(event) => set(index, { open: event.target.checked })}
                />
                <span>{name}</span>
              </label>
              {row.open ? (
                <span className="weekly-hours__times">
                  <input
                    type="time"
                    className="field__control"
                    aria-label={t('sessions.from', { day: name })}
                    value={row.start}
                    step={3600}
                    onChange={(event) => set(index, { start: event.target.value })}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    type="time"
                    className="field__control"
                    aria-label={t('sessions.until', { day: name })}
                    value={row.end}
                    step={3600}
                    onChange={(event) => set(index, { end: event.target.value })}
                  />
                </span>
              ) : (
                <span className="admin-muted">{t('sessions.closed')}</span>
              )}
              {row.open && error ? (
                <p className="field__error">
                  <ErrorText code={error} />
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

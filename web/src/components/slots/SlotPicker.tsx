import type { Slot } from '@contract/site/sessions.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { dateTimeFormat } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import './slots.css'

type Props = {
  slots: readonly Slot[]
  /** The start of the chosen slot (UTC ISO), or ''. */
  value: string
  onChange: (start: string) => void
  /** The day shown (the visitor's, `YYYY-MM-DD`), or '' for the first with a slot. */
  day: string
  onDayChange: (day: string) => void
  /** A code from the form (`slot_taken`, `slot_not_on_grid`…), shown under the times. */
  error?: string | undefined
}

/** The visitor's own calendar day of an instant, `YYYY-MM-DD`. */
export function localDay(instant: string): string {
  const date = new Date(instant)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Free slots in the visitor's own time zone: a row of days that have any, then that day's times.
 * Both are groups of toggle buttons (one pressed), reachable and operable by keyboard.
 */
export function SlotPicker({ slots, value, onChange, day, onDayChange, error }: Props) {
  const { t, i18n } = useTranslation('forms')
  const language = currentLanguage(i18n)
  const id = useId()
  const byDay = new Map<string, Slot[]>()
  for (const slot of slots) {
    const key = localDay(slot.start)
    byDay.set(key, [...(byDay.get(key) ?? []), slot])
  }
  const days = [...byDay.keys()]
  const shownDay = byDay.has(day) ? day : (days[0] ?? '')
  const times = byDay.get(shownDay) ?? []
  const weekday = dateTimeFormat(language, { weekday: 'short' })
  const dayNumber = dateTimeFormat(language, { day: 'numeric', month: 'short' })
  const clock = dateTimeFormat(language, { timeStyle: 'short' })
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  if (days.length === 0) return <p className="notice">{t('slots.none')}</p>

  return (
    <div className="slots">
      <fieldset className="slots__group">
        <legend className="slots__label">{t('slots.day')}</legend>
        <div className="slots__days">
          {days.map((key) => {
            const date = new Date(`${key}T12:00:00`)
            return (
              <button
                key={key}
                type="button"
                className="slots__day"
                aria-pressed={key === shownDay}
                onClick={() => onDayChange(key)}
              >
                <span className="slots__weekday">{weekday.format(date)}</span>
                <span>{dayNumber.format(date)}</span>
              </button>
            )
          })}
        </div>
      </fieldset>
      <fieldset className="slots__group" aria-describedby={error ? `${id}-error` : `${id}-zone`}>
        <legend className="slots__label">{t('slots.time')}</legend>
        <div className="slots__times">
          {times.map((slot) => (
            <button
              key={slot.start}
              type="button"
              className="slots__time"
              aria-pressed={slot.start === value}
              onClick={() => onChange(slot.start)}
            >
              <span className="slots__start">{clock.format(new Date(slot.start))}</span>
              <span className="slots__end">–{clock.format(new Date(slot.end))}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <p className="slots__zone" id={`${id}-zone`}>
        {t('slots.zone', { zone })}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          <ErrorText code={error} />
        </p>
      ) : null}
    </div>
  )
}

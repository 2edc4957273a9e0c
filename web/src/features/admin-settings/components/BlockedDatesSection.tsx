import type { AdminSettings } from '@contract/admin/settings.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { currentLanguage } from '@/lib/i18n'
import { SettingsSection } from './SettingsSection'
import { useListSection } from './use-list-section'

/** Today in the owner's time zone, as `YYYY-MM-DD`: earlier dates are shown as past. */
function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Days the owner cannot play: the booking form refuses them. */
export function BlockedDatesSection({ settings }: { settings: AdminSettings }) {
  const { t, i18n } = useTranslation(['admin-settings', 'admin', 'common'])
  const list = useListSection('blocked_dates', settings.blocked_dates, (dates: string[]) =>
    [...dates].sort(),
  )
  const inputId = useId()
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)
  const format = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'full',
    timeZone: 'UTC',
  })
  const sorted = list.rows
    .map((date, index) => ({ date, index }))
    .sort((a, b) => (a.date < b.date ? -1 : 1))

  const pastCount = list.rows.filter((date) => date < today()).length

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return setDraftError('date_invalid')
    if (list.rows.includes(draft)) return setDraftError('duplicate_date')
    setDraftError(null)
    list.added(draft)
    setDraft('')
  }

  return (
    <SettingsSection
      anchor="blocked-dates"
      dirty={list.dirty}
      title={t('blockedDates.title')}
      description={t('blockedDates.description')}
    >
      <div className={draftError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={inputId}>
          {t('blockedDates.add')}
        </label>
        <div className="settings-inline">
          <input
            id={inputId}
            className="field__control"
            type="date"
            value={draft}
            min={today()}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the date rather than saving the whole list.
              if (event.key !== 'Enter') return
              event.preventDefault()
              add()
            }}
            aria-invalid={Boolean(draftError)}
            aria-describedby={draftError ? `${inputId}-error` : undefined}
          />
          <button type="button" className="button button--ghost" onClick={add}>
            {t('blockedDates.addButton')}
          </button>
        </div>
        {draftError ? (
          <p id={`${inputId}-error`} className="field__error">
            <ErrorText code={draftError} />
          </p>
        ) : null}
      </div>
      {sorted.length === 0 ? (
        <p className="admin-empty">{t('blockedDates.none')}</p>
      ) : (
        <ul className="settings-list" aria-label={t('blockedDates.title')}>
          {sorted.map(({ date, index }) => {
            const label = format.format(new Date(`${date}T00:00:00Z`))
            const error = list.errorAt(index)
            return (
              <li key={date} className="settings-list__row">
                <span>
                  <time dateTime={date}>{label}</time>
                  {date < today() ? (
                    <span className="admin-badge">{t('blockedDates.past')}</span>
                  ) : null}
                  {error ? (
                    <span className="field__error">
                      <ErrorText code={error} />
                    </span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`${t('blockedDates.remove')} ${label}`}
                  onClick={() => list.removed(index)}
                >
                  {t('blockedDates.remove')}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {pastCount > 0 ? (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => list.removedWhere((date) => date < today())}
        >
          {t('blockedDates.removePast', { count: pastCount })}
        </button>
      ) : null}
    </SettingsSection>
  )
}

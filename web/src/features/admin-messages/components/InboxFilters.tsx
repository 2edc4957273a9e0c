import { BOOKING_STATUSES, INBOX_STATUSES } from '@contract/admin-inbox.ts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  status: string
  bookingStatus: string
  q: string
  showBookingStatus: boolean
  onChange: (changes: Record<string, string>) => void
}

/** Which messages: by state, by booking status, and a search of names, emails and text. */
export function InboxFilters({ status, bookingStatus, q, showBookingStatus, onChange }: Props) {
  const { t } = useTranslation(['admin-messages', 'admin'])
  const id = useId()
  const [search, setSearch] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ q: search.trim() })
  }
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          className="field__control"
          value={status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('statuses.inbox')}</option>
          {INBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {showBookingStatus ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-booking`}>
            {t('filters.bookingStatus')}
          </label>
          <select
            id={`${id}-booking`}
            className="field__control"
            value={bookingStatus}
            onChange={(event) => onChange({ booking_status: event.target.value })}
          >
            <option value="">{t('filters.anyBookingStatus')}</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`bookingStatuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--ghost">
        {t('admin:actions.search')}
      </button>
    </form>
  )
}

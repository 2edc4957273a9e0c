import { ORDER_STATUSES } from '@contract/checkout.ts'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderFilters } from '../api/orders'

type Props = {
  filters: OrderFilters
  onChange: (changes: Partial<OrderFilters>) => void
}

/** By status, by date (UTC days), and a search of buyers and order numbers. */
export function SalesFilters({ filters, onChange }: Props) {
  const { t } = useTranslation(['admin-sales', 'admin'])
  const id = useId()
  const [search, setSearch] = useState(filters.q)
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
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">{t('filters.anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-from`}>
          {t('filters.from')}
        </label>
        <input
          id={`${id}-from`}
          className="field__control"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-to`}>
          {t('filters.to')}
        </label>
        <input
          id={`${id}-to`}
          className="field__control"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-q`}
          className="field__control"
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--ghost">
        {t('admin:actions.search')}
      </button>
    </form>
  )
}

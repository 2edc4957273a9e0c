import { useTranslation } from 'react-i18next'
import { DASHBOARD_DAYS, type Days } from '../api/dashboard'

/** 7, 30 or 90 days: a group of toggle buttons. */
export function PeriodChoice({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  const { t } = useTranslation('admin-dashboard')
  return (
    <fieldset className="dashboard-period">
      <legend className="visually-hidden">{t('period.label')}</legend>
      {DASHBOARD_DAYS.map((value) => (
        <button
          key={value}
          type="button"
          className="admin-toggle"
          aria-pressed={value === days}
          onClick={() => onChange(value)}
        >
          {t('period.days', { count: value })}
        </button>
      ))}
    </fieldset>
  )
}

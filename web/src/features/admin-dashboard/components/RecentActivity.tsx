import type { DashboardActivity } from '@contract/admin/dashboard.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'

const HREF: Record<DashboardActivity['kind'], (id: string) => string> = {
  order: (id) => `/sales/${id}`,
  refund: (id) => `/sales/${id}`,
  message: (id) => `/messages/${id}`,
  booking: (id) => `/messages/${id}`,
}

/** The ten latest events: orders paid, refunds, messages and booking requests. */
export function RecentActivity({ activity }: { activity: DashboardActivity[] }) {
  // The event types are worded once, in the inbox's strings.
  const { t, i18n } = useTranslation(['admin-dashboard', 'admin-messages'])
  if (activity.length === 0) return <p className="admin-muted">{t('activity.none')}</p>
  const language = currentLanguage(i18n)
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  // A booking's date is a calendar day, the same wherever the owner is.
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
  const facts = (event: DashboardActivity) =>
    [
      event.order_number === null ? null : `#${event.order_number}`,
      event.name,
      event.amount_cents === null || event.currency === null
        ? null
        : formatMoney(event.amount_cents, event.currency, language),
      event.booking ? t(`admin-messages:eventTypes.${event.booking.event_type}`) : null,
      event.booking ? day.format(new Date(event.booking.preferred_date)) : null,
      event.excerpt,
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <ol className="dashboard-activity">
      {activity.map((event) => (
        <li key={`${event.kind}-${event.id}-${event.at}`}>
          <Link href={HREF[event.kind](event.id)}>{t(`activity.${event.kind}`)}</Link>
          <span>{facts(event)}</span>
          <time className="admin-muted" dateTime={event.at}>
            {when.format(new Date(event.at))}
          </time>
        </li>
      ))}
    </ol>
  )
}

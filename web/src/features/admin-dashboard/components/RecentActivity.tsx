import type { DashboardActivity } from '@contract/admin-sales.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

const HREF: Record<DashboardActivity['kind'], (id: string) => string> = {
  order: (id) => `/sales/${id}`,
  refund: (id) => `/sales/${id}`,
  message: (id) => `/messages/${id}`,
  booking: (id) => `/messages/${id}`,
}

/** The ten latest events: orders paid, refunds, messages and booking requests. */
export function RecentActivity({ activity }: { activity: DashboardActivity[] }) {
  const { t, i18n } = useTranslation('admin-dashboard')
  if (activity.length === 0) return <p className="admin-muted">{t('activity.none')}</p>
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <ol className="dashboard-activity">
      {activity.map((event) => (
        <li key={`${event.kind}-${event.id}-${event.at}`}>
          <Link href={HREF[event.kind](event.id)}>{t(`activity.${event.kind}`)}</Link>
          <span>{event.summary}</span>
          <time className="admin-muted" dateTime={event.at}>
            {when.format(new Date(event.at))}
          </time>
        </li>
      ))}
    </ol>
  )
}

import type { Dashboard } from '@contract/admin/dashboard.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMoney } from '@/lib/format'

/** The period's revenue, orders and licences, and what waits in the inbox. */
export function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('admin-dashboard')
  const number = new Intl.NumberFormat(i18n.language)
  const figures = [
    {
      label: t('figures.revenue'),
      value: formatMoney(dashboard.revenue_cents, dashboard.currency, i18n.language),
    },
    { label: t('figures.orders'), value: number.format(dashboard.orders) },
    { label: t('figures.privateLicences'), value: number.format(dashboard.licences.private) },
    { label: t('figures.commercialLicences'), value: number.format(dashboard.licences.commercial) },
    // Rare by nature: shown in the periods that sold one.
    ...(dashboard.licences.exclusive > 0
      ? [
          {
            label: t('figures.exclusiveLicences'),
            value: number.format(dashboard.licences.exclusive),
          },
        ]
      : []),
    {
      label: t('figures.unread'),
      value: number.format(dashboard.unread_messages),
      href: '/messages?status=unread',
    },
    {
      label: t('figures.openBookings'),
      value: number.format(dashboard.open_bookings),
      href: '/messages?kind=booking',
    },
  ]
  return (
    <dl className="admin-stats">
      {figures.map((figure) => (
        <div key={figure.label} className="admin-stat">
          <dt className="admin-stat__label">{figure.label}</dt>
          <dd className="admin-stat__value">
            {figure.href ? (
              <Link href={figure.href} aria-label={`${figure.label}: ${figure.value}`}>
                {figure.value}
              </Link>
            ) : (
              figure.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

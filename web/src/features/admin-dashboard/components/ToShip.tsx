import type { Dashboard } from '@contract/admin/dashboard.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminSection } from '@/components/admin/AdminSection'
import { currentLanguage } from '@/lib/i18n'

/**
 * Gear paid for and waiting to go out, first on the dashboard: each order links to its page,
 * where "Mark as shipped" comes first. Nothing while there is nothing to send.
 */
export function ToShip({ toShip }: { toShip: Dashboard['to_ship'] }) {
  const { t, i18n } = useTranslation('admin-dashboard')
  if (toShip.count === 0) return null
  const day = new Intl.DateTimeFormat(currentLanguage(i18n), { dateStyle: 'medium' })
  return (
    <AdminSection title={t('toShip.title', { count: toShip.count })}>
      <ul className="to-ship">
        {toShip.orders.map((order) => (
          <li key={order.id} className="to-ship__row">
            <Link href={`/sales/${order.id}`} className="to-ship__order">
              {t('toShip.order', { number: order.number, name: order.name })}
            </Link>
            <span className="to-ship__gear">{order.gear}</span>
            <span className="to-ship__when">
              {t('toShip.paid', { date: day.format(new Date(order.paid_at)) })}
            </span>
          </li>
        ))}
      </ul>
      {toShip.count > toShip.orders.length ? (
        <p>
          <Link href="/sales?shipping=to_ship">{t('toShip.all', { count: toShip.count })}</Link>
        </p>
      ) : null}
    </AdminSection>
  )
}

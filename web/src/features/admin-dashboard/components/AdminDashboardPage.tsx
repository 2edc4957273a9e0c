import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'
import { AdminSection } from '@/components/admin/AdminSection'
import { QueryState } from '@/components/admin/QueryState'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { DASHBOARD_DAYS_DEFAULT, daysFrom, useDashboard } from '../api/dashboard'
import { Figures } from './Figures'
import { MoneyDue } from './MoneyDue'
import { PeriodChoice } from './PeriodChoice'
import { RecentActivity } from './RecentActivity'
import { RevenueChart } from './RevenueChart'
import { TopTracks } from './TopTracks'
import { ToShip } from './ToShip'

/** /admin: how the business is doing over 7, 30 or 90 days, and what happened lately. */
export default function AdminDashboardPage() {
  const { t } = useTranslation(['admin-dashboard', 'admin', 'admin-messages'])
  const query = useAddressQuery()
  const days = daysFrom(query.get('days'))
  const { data, error, mutate } = useDashboard(days)
  return (
    <AdminPage
      title={t('admin:nav.dashboard')}
      actions={
        <PeriodChoice
          days={days}
          onChange={(next) =>
            query.set({ days: next === DASHBOARD_DAYS_DEFAULT ? undefined : next })
          }
        />
      }
    >
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(dashboard) => (
          <div className="dashboard">
            <ToShip toShip={dashboard.to_ship} />
            <Figures dashboard={dashboard} />
            <MoneyDue />
            <AdminSection title={t('chart.title')}>
              <RevenueChart dashboard={dashboard} />
            </AdminSection>
            <div className="dashboard__columns">
              <AdminSection title={t('top.title')}>
                <TopTracks dashboard={dashboard} />
              </AdminSection>
              <AdminSection title={t('activity.title')}>
                <RecentActivity activity={dashboard.recent_activity} />
              </AdminSection>
            </div>
          </div>
        )}
      </QueryState>
    </AdminPage>
  )
}

import type { Dashboard } from '@contract/admin/dashboard.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminTable } from '@/components/admin/AdminTable'
import { outsideAdmin, paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'

/** The period's best-selling tracks: licences sold, then revenue. */
export function TopTracks({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('admin-dashboard')
  if (dashboard.top_tracks.length === 0) return <p className="admin-muted">{t('top.none')}</p>
  return (
    <AdminTable
      columns={[
        t('top.track'),
        { label: t('top.licences'), num: true },
        { label: t('top.revenue'), num: true },
      ]}
      cards={false}
    >
      {dashboard.top_tracks.map((track) => (
        <tr key={track.slug}>
          <th scope="row">
            <Link href={outsideAdmin(paths.track.build(track.slug))}>{track.title}</Link>
          </th>
          <td className="num">{track.licences}</td>
          <td className="num">
            {formatMoney(track.revenue_cents, dashboard.currency, i18n.language)}
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}

import type { Dashboard } from '@contract/admin-sales.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { outsideAdmin, paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'

/** The period's best-selling tracks: licences sold, then revenue. */
export function TopTracks({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('admin-dashboard')
  if (dashboard.top_tracks.length === 0) return <p className="admin-muted">{t('top.none')}</p>
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('top.track')}</th>
            <th scope="col" className="num">
              {t('top.licences')}
            </th>
            <th scope="col" className="num">
              {t('top.revenue')}
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  )
}

import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatDuration, formatMoney } from '@/lib/format'
import { DeleteTrackButton } from './DeleteTrackButton'
import { PublishSwitch } from './PublishSwitch'

export function TracksTable({ tracks }: { tracks: AdminTrack[] }) {
  const { t, i18n } = useTranslation('admin-tracks')
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language)
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('table.cover')}</span>
            </th>
            <th scope="col">{t('table.track')}</th>
            <th scope="col">{t('table.genre')}</th>
            <th scope="col" className="num">
              {t('table.bpm')}
            </th>
            <th scope="col" className="num">
              {t('table.length')}
            </th>
            <th scope="col" className="num">
              {t('table.prices')}
            </th>
            <th scope="col" className="num">
              {t('table.sold')}
            </th>
            <th scope="col">{t('table.published')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track) => (
            <tr key={track.id}>
              <td>
                {track.cover_url ? (
                  <img src={track.cover_url} alt="" width={48} height={48} loading="lazy" />
                ) : null}
              </td>
              <th scope="row">
                <Link href={`/tracks/${track.id}`}>{track.title}</Link>
                <span className="admin-muted">/{track.slug}</span>
              </th>
              <td>{track.genre}</td>
              <td className="num">{track.bpm}</td>
              <td className="num">
                {track.duration_seconds === null ? '—' : formatDuration(track.duration_seconds)}
              </td>
              <td className="num">
                {money(track.private_price_cents, track.currency)}
                <span className="admin-muted">
                  {money(track.commercial_price_cents, track.currency)}
                </span>
              </td>
              <td className="num">{track.sold_count}</td>
              <td>
                <PublishSwitch track={track} />
              </td>
              <td>
                <DeleteTrackButton track={track} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

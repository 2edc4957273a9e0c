import type { AdminTrack } from '@contract/admin-catalog.ts'
import { useTranslation } from 'react-i18next'
import { TrackRow } from './TrackRow'

/** The tracks of one page; on a phone each row becomes a card (see tracks.css). */
export function TracksTable({ tracks }: { tracks: AdminTrack[] }) {
  const { t } = useTranslation('admin-tracks')
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--cards">
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
              {t('table.private')}
            </th>
            <th scope="col" className="num">
              {t('table.commercial')}
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
            <TrackRow key={track.id} track={track} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

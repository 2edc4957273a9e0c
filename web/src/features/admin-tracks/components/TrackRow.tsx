import type { AdminTrack } from '@contract/admin/tracks.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { DeleteItemButton } from '@/components/admin/DeleteItemButton'
import { formatDuration, formatList, formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { TRACKS } from '../lib/track-kind'
import { missingParts } from '../lib/track-parts'
import { PublishSwitch } from './PublishSwitch'

/**
 * One track of the list. Each cell carries its column's name (`data-label`) for the phone layout,
 * where the header row is hidden and the cells stack into a card.
 */
export function TrackRow({ track }: { track: AdminTrack }) {
  const { t, i18n } = useTranslation(['admin-tracks', 'admin'])
  const language = currentLanguage(i18n)
  const money = (cents: number) => formatMoney(cents, track.currency, language)
  // The length comes with the full MP3: naming both would say the same thing twice.
  const missing = missingParts(track).filter(
    (part, _, all) => !(part === 'duration' && all.includes('audio')),
  )
  return (
    <tr>
      <td className="admin-table__image">
        {track.cover_url ? (
          <img src={track.cover_url} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="admin-table__no-image" aria-hidden="true" />
        )}
      </td>
      <th scope="row" className="admin-table__name">
        <Link href={`/tracks/${track.id}`}>{track.title}</Link>
        <span className="admin-muted">/{track.slug}</span>
        {track.exclusive_sold_at ? (
          <span className="admin-badge admin-badge--warn">{t('exclusive.sold')}</span>
        ) : null}
      </th>
      <td data-label={t('table.genre')}>{track.genre}</td>
      <td className="num" data-label={t('table.bpm')}>
        {track.bpm}
      </td>
      <td className="num" data-label={t('table.length')}>
        {track.duration_seconds === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('table.noLength')}</span>
          </>
        ) : (
          formatDuration(track.duration_seconds)
        )}
      </td>
      <td className="num" data-label={t('table.privateLong')}>
        {money(track.private_price_cents)}
      </td>
      <td className="num" data-label={t('table.commercialLong')}>
        {money(track.commercial_price_cents)}
      </td>
      <td className="num" data-label={t('table.soldLong')}>
        {track.sold_count}
      </td>
      <td className="track-row__publish">
        <PublishSwitch track={track} withText />
        {!track.is_published && missing.length > 0 ? (
          <span className="admin-muted">
            {t('publish.needs', {
              parts: formatList(
                missing.map((part) => t(`short.${part}`)),
                language,
              ),
            })}
          </span>
        ) : null}
      </td>
      <td className="admin-table__actions">
        <Link
          className="button button--ghost button--small"
          href={`/tracks/${track.id}`}
          aria-label={t('edit', { title: track.title })}
        >
          {t('admin:actions.edit')}
        </Link>
        {track.is_published ? (
          <Link
            className="button button--ghost button--small"
            href={`/announcements?track=${track.id}`}
            aria-label={t('admin:announce.release', { title: track.title })}
          >
            {t('admin:announce.short')}
          </Link>
        ) : null}
        <DeleteItemButton kind={TRACKS} item={track} />
        {track.sold_count > 0 ? <span className="admin-muted">{t('delete.kept')}</span> : null}
      </td>
    </tr>
  )
}

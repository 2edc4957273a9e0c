import { useTranslation } from 'react-i18next'

type Props = {
  offset: number
  limit: number
  total: number
  onOffsetChange: (offset: number) => void
}

/** "1–50 of 132" with Previous and Next, for every admin list. */
export function Pagination({ offset, limit, total, onOffsetChange }: Props) {
  const { t } = useTranslation('admin')
  if (total <= limit && offset === 0) return null
  const first = total === 0 ? 0 : offset + 1
  const last = Math.min(offset + limit, total)
  return (
    <nav className="admin-pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        {t('pagination.previous')}
      </button>
      <p className="admin-pagination__range">{t('pagination.range', { first, last, total })}</p>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={last >= total}
        onClick={() => onOffsetChange(offset + limit)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  )
}

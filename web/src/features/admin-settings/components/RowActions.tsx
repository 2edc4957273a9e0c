import { useTranslation } from 'react-i18next'

type Props = {
  index: number
  count: number
  /** Names the row in the buttons' accessible names. */
  name: string
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

/** Move up, move down and remove, for a row of a list setting. */
export function RowActions({ index, count, name, onMove, onRemove }: Props) {
  const { t } = useTranslation('admin-settings')
  return (
    <div className="admin-form__actions">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={index === 0}
        aria-label={`${t('list.up')}: ${name}`}
        onClick={() => onMove(-1)}
      >
        {t('list.up')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={index === count - 1}
        aria-label={`${t('list.down')}: ${name}`}
        onClick={() => onMove(1)}
      >
        {t('list.down')}
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`${t('list.remove')}: ${name}`}
        onClick={onRemove}
      >
        {t('list.remove')}
      </button>
    </div>
  )
}

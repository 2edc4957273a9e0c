import type { UnreadCounts } from '@contract/admin/messages.ts'
import { useTranslation } from 'react-i18next'

const KINDS = ['', 'contact', 'booking', 'enquiry'] as const

type Props = {
  kind: string
  unread: UnreadCounts | undefined
  onChange: (kind: string) => void
}

/** All, contact, bookings, enquiries — each with its unread count, in words for screen readers. */
export function KindTabs({ kind, unread, onChange }: Props) {
  const { t } = useTranslation('admin-messages')
  return (
    <fieldset className="inbox-kinds">
      <legend className="visually-hidden">{t('filters.kind')}</legend>
      {KINDS.map((value) => {
        const count = unread ? unread[value === '' ? 'all' : value] : 0
        const label = t(`kinds.${value || 'all'}`)
        return (
          <button
            key={value || 'all'}
            type="button"
            className="admin-toggle"
            aria-pressed={kind === value}
            onClick={() => onChange(value)}
          >
            {label}
            {count ? (
              <>
                <span className="inbox-kinds__count" aria-hidden="true">
                  {count}
                </span>
                <span className="visually-hidden">, {t('kinds.unread', { count })}</span>
              </>
            ) : null}
          </button>
        )
      })}
    </fieldset>
  )
}

import type { MessageSummary } from '@contract/admin/messages.ts'
import { useTranslation } from 'react-i18next'
import { InboxRow } from './InboxRow'

/** The inbox's rows, newest first; on a phone each row becomes a card (see messages.css). */
export function InboxTable({ items }: { items: MessageSummary[] }) {
  const { t } = useTranslation('admin-messages')
  return (
    <div className="admin-table-wrap">
      <table className="admin-table inbox-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.from')}</th>
            <th scope="col">{t('table.kind')}</th>
            <th scope="col">{t('table.message')}</th>
            <th scope="col">{t('table.received')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((message) => (
            <InboxRow key={message.id} message={message} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

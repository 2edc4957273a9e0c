import type { MessageSummary } from '@contract/admin-inbox.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

/** The inbox's rows: unread ones say so in words and in bold; each opens its message. */
export function InboxTable({ items }: { items: MessageSummary[] }) {
  const { t, i18n } = useTranslation('admin-messages')
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
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
            <tr key={message.id} className={message.read_at ? undefined : 'inbox-table__unread'}>
              <th scope="row">
                <Link href={`/messages/${message.id}`}>{message.name}</Link>
                <span className="inbox-table__email">{message.email}</span>
                {message.read_at ? null : (
                  <span className="admin-badge admin-badge--warn">{t('badges.unread')}</span>
                )}
                {message.archived_at ? (
                  <span className="admin-badge">{t('badges.archived')}</span>
                ) : null}
              </th>
              <td>
                {t(`kind.${message.kind}`)}
                {message.booking ? (
                  <span className="inbox-table__detail">
                    {t(`bookingStatuses.${message.booking.status}`)}
                  </span>
                ) : null}
                {message.enquiry ? (
                  <span className="inbox-table__detail">
                    {t(`services.${message.enquiry.service}`)}
                  </span>
                ) : null}
              </td>
              <td className="inbox-table__excerpt">{message.excerpt}</td>
              <td>
                <time dateTime={message.created_at}>
                  {when.format(new Date(message.created_at))}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

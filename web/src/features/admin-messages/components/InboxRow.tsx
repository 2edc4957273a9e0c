import type { MessageSummary } from '@contract/admin/messages.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { currentLanguage } from '@/lib/i18n'
import { bookingBadgeClass } from '../lib/booking-tone'

/**
 * One message of the inbox. Unread ones say so in words and in bold; the sender's name opens the
 * message, and the whole row is a target for it (the link's area is stretched over the row).
 */
export function InboxRow({ message }: { message: MessageSummary }) {
  const { t, i18n } = useTranslation('admin-messages')
  const unread = message.read_at === null
  const received = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const day = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const { booking, enquiry } = message
  return (
    <tr className={unread ? 'inbox-row inbox-row--unread' : 'inbox-row'}>
      <th scope="row" className="inbox-row__from">
        <Link className="inbox-row__open" href={`/messages/${message.id}`}>
          {message.name}
        </Link>
        <span className="inbox-row__muted">{message.email}</span>
        <span className="inbox-row__badges">
          {unread ? (
            <span className="admin-badge admin-badge--warn">{t('badges.unread')}</span>
          ) : null}
          {message.archived_at ? <span className="admin-badge">{t('badges.archived')}</span> : null}
        </span>
      </th>
      <td className="inbox-row__kind">
        {t(`kind.${message.kind}`)}
        {booking ? (
          <>
            <span className="inbox-row__muted">
              {t(`eventTypes.${booking.event_type}`)} ·{' '}
              <time dateTime={booking.preferred_date}>
                {day.format(new Date(`${booking.preferred_date}T00:00:00Z`))}
              </time>
            </span>
            <span className={bookingBadgeClass(booking.status)}>
              {t(`bookingStatuses.${booking.status}`)}
            </span>
          </>
        ) : null}
        {enquiry ? (
          <span className="inbox-row__muted">
            {t(`services.${enquiry.service}`)} · {enquiry.genre}
          </span>
        ) : null}
      </td>
      <td className="inbox-row__excerpt">{message.excerpt}</td>
      <td className="inbox-row__date">
        <time dateTime={message.created_at}>{received.format(new Date(message.created_at))}</time>
      </td>
    </tr>
  )
}

import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'
import { PagedList } from '@/components/admin/PagedList'
import { useUnreadCount } from '@/lib/admin/unread-count'
import { useAddressQuery } from '@/lib/admin/use-address-query'
import { INBOX_PAGE_SIZE, useInbox } from '../api/inbox'
import { InboxFilters } from './InboxFilters'
import { InboxTable } from './InboxTable'
import { KindTabs } from './KindTabs'

/** /admin/messages: contact messages, booking requests and enquiries in one inbox. */
export default function AdminMessagesPage() {
  const { t } = useTranslation(['admin-messages', 'admin'])
  const query = useAddressQuery()
  const filters = {
    kind: query.get('kind'),
    status: query.get('status'),
    booking_status: query.get('booking_status'),
    q: query.get('q'),
    offset: query.offset,
  }
  const { data, error, mutate } = useInbox(filters)
  // The sidebar's counts stand in while the next page loads, so the tabs keep their numbers.
  const { data: unreadCounts } = useUnreadCount()
  const filtered = Boolean(filters.kind || filters.status || filters.booking_status || filters.q)
  return (
    <AdminPage title={t('admin:nav.messages')} intro={t('intro')}>
      <KindTabs
        kind={filters.kind}
        unread={data?.unread ?? unreadCounts}
        onChange={(kind) =>
          // Only bookings have a booking status: the filter goes with the other kinds.
          query.set(kind === '' || kind === 'booking' ? { kind } : { kind, booking_status: '' })
        }
      />
      <InboxFilters
        status={filters.status}
        bookingStatus={filters.booking_status}
        q={filters.q}
        showBookingStatus={filters.kind === '' || filters.kind === 'booking'}
        onChange={query.set}
      />
      <PagedList
        data={data}
        error={error}
        onRetry={() => void mutate()}
        empty={filtered ? t('empty') : t('emptyInbox')}
        offset={filters.offset}
        limit={INBOX_PAGE_SIZE}
        onOffsetChange={(offset) => query.set({ offset })}
      >
        {(items) => <InboxTable items={items} />}
      </PagedList>
    </AdminPage>
  )
}

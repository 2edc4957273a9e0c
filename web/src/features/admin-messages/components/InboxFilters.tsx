import { BOOKING_STATUSES, INBOX_STATUSES } from '@contract/admin/messages.ts'
import { useTranslation } from 'react-i18next'
import { type FilterField, ListFilters } from '@/components/admin/ListFilters'

type Props = {
  status: string
  bookingStatus: string
  q: string
  showBookingStatus: boolean
  onChange: (changes: Record<string, string>) => void
}

/** Which messages: by state, by booking status, and a search of names, emails and text. */
export function InboxFilters({ status, bookingStatus, q, showBookingStatus, onChange }: Props) {
  const { t } = useTranslation('admin-messages')
  const fields: FilterField[] = [
    {
      kind: 'select',
      name: 'status',
      label: t('filters.status'),
      value: status,
      options: [
        { value: '', label: t('statuses.inbox') },
        ...INBOX_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
      ],
    },
  ]
  if (showBookingStatus) {
    fields.push({
      kind: 'select',
      name: 'booking_status',
      label: t('filters.bookingStatus'),
      value: bookingStatus,
      options: [
        { value: '', label: t('filters.anyBookingStatus') },
        ...BOOKING_STATUSES.map((value) => ({ value, label: t(`bookingStatuses.${value}`) })),
      ],
    })
  }
  return (
    <ListFilters
      key={q}
      search={{ label: t('filters.search'), value: q }}
      fields={fields}
      onChange={onChange}
    />
  )
}

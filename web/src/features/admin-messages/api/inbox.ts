import type { InboxPage } from '@contract/admin/messages.ts'
import useSWR from 'swr'
import { useAdminPollMs } from '@/lib/admin/live'
import { listKey } from '@/lib/admin/use-address-query'
import { adminGet } from '@/lib/admin-api'

// `GET admin/messages?kind&status&booking_status&q&limit&offset`: one page of the inbox.

export const INBOX_PAGE_SIZE = 25

export type InboxFilters = {
  kind: string
  status: string
  booking_status: string
  q: string
  offset: number
}

export function useInbox(filters: InboxFilters) {
  return useSWR(listKey('messages', { ...filters, limit: INBOX_PAGE_SIZE }), adminGet<InboxPage>, {
    refreshInterval: useAdminPollMs(),
  })
}

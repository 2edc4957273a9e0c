import type { UnreadCounts } from '@contract/admin-inbox.ts'
import useSWR, { useSWRConfig } from 'swr'
import { adminGet } from '@/lib/admin-api'

// `GET admin/messages/unread-count`: the sidebar's badge, refreshed every minute and after the
// inbox changes a message.

export const unreadCountKey = 'admin/messages/unread-count'

export function useUnreadCount() {
  return useSWR(unreadCountKey, adminGet<UnreadCounts>, { refreshInterval: 60_000 })
}

/** Asks for the badge again (after marking read, archiving or deleting). */
export function useRefreshUnreadCount() {
  const { mutate } = useSWRConfig()
  return () => mutate(unreadCountKey)
}

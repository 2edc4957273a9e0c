import type { UnreadCounts } from '@contract/admin/messages.ts'
import useSWR, { useSWRConfig } from 'swr'
import { adminGet } from '@/lib/admin-api'
import { useAdminPollMs } from './live'

// `GET admin/messages/unread-count`: the sidebar's badge, read again when a message arrives (live)
// or the inbox changes one, and every minute while the live link is down.

export const unreadCountKey = 'admin/messages/unread-count'

export function useUnreadCount() {
  return useSWR(unreadCountKey, adminGet<UnreadCounts>, { refreshInterval: useAdminPollMs() })
}

/** Asks for the badge again (after marking read, archiving or deleting). */
export function useRefreshUnreadCount() {
  const { mutate } = useSWRConfig()
  return () => mutate(unreadCountKey)
}

import { useRevalidate } from '@/lib/admin/revalidate'
import { useRefreshUnreadCount } from '@/lib/admin/unread-count'

/**
 * After a message changed: the sidebar's unread badge at once (it is asked for even when no
 * screen has read it yet), then the inbox pages, the open message and the dashboard's figures.
 */
export function useInboxChanged() {
  const refreshUnreadCount = useRefreshUnreadCount()
  const revalidate = useRevalidate()
  return async () => {
    await Promise.all([refreshUnreadCount(), revalidate('admin/messages', 'admin/dashboard')])
  }
}

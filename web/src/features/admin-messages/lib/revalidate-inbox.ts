import { useRevalidate } from '@/lib/admin/revalidate'

/** After a message changed: the inbox, its details, the unread badge and the dashboard. */
export function useInboxChanged() {
  const revalidate = useRevalidate()
  return () => revalidate('admin/messages', 'admin/dashboard')
}

import { useRevalidate } from '@/lib/admin/revalidate'

/**
 * After a track changed: the panel's lists and dashboard, and the public catalogue (`tracks…`
 * lists and pages, the sitemap), so /tracks shows it right away.
 */
export function useTracksChanged() {
  const revalidate = useRevalidate()
  return () => revalidate('admin/tracks', 'admin/dashboard', 'tracks', 'sitemap')
}

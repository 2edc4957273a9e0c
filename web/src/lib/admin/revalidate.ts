import { useSWRConfig } from 'swr'
import { ADMIN_KEY_PREFIX } from '@/lib/admin-api'
import { apiRequest } from '@/lib/api-client'

/**
 * Reads again every cached key that starts with one of `prefixes` (`admin/messages`, `tracks`…):
 * after a change, the lists, details and counts that show it, in the panel and on the site. The
 * site's reads may sit in the browser's HTTP cache for a minute (`max-age`): those are asked of
 * the server again (`no-cache`, answered 304 when unchanged), which also refreshes what later page
 * loads get from that cache.
 */
export function useRevalidate() {
  const { cache, mutate } = useSWRConfig()
  return (...prefixes: string[]) => {
    const keys = [...cache.keys()].filter((key) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    )
    return Promise.all(
      keys.map((key) =>
        key.startsWith(ADMIN_KEY_PREFIX)
          ? mutate(key)
          : mutate(key, apiRequest(key, { cache: 'no-cache' }), { revalidate: false }),
      ),
    )
  }
}

import { useSWRConfig } from 'swr'

/**
 * Reads again every cached key that starts with one of `prefixes` (`admin/messages`, `tracks`…):
 * after a change, the lists, details and counts that show it, in the panel and on the site.
 */
export function useRevalidate() {
  const { mutate } = useSWRConfig()
  return (...prefixes: string[]) =>
    mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)))
}

import { useLocation, useSearch } from 'wouter'

/**
 * An admin list's filters and page, kept in the address (`?status=unread&offset=50`) so a reload
 * or a shared link shows the same list. Changing a filter goes back to the first page.
 */
export function useAddressQuery() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const params = new URLSearchParams(search)

  const set = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search)
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === 0) next.delete(name)
      else next.set(name, String(value))
    }
    if (!('offset' in changes)) next.delete('offset')
    const query = next.toString()
    navigate(query ? `${location}?${query}` : location, { replace: true })
  }

  return {
    get: (name: string) => params.get(name) ?? '',
    offset: Math.max(0, Number(params.get('offset')) || 0),
    set,
  }
}

/** `admin/<path>?<the given parameters that have a value>`: an SWR key for a filtered list. */
export function listKey(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  return `admin/${path}?${params}`
}

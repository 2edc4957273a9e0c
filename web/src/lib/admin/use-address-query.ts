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

type Query = Record<string, string | number | undefined>

/** The parameters that have a value, as a query string. */
export function queryOf(query: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value))
  }
  return params.toString()
}

/** `admin/<path>?<query>`: the SWR key of a filtered admin list. */
export const listKey = (path: string, query: Query) => `admin/${path}?${queryOf(query)}`

import { useEffect } from 'react'
import type { Cache, Middleware, State, SWRConfiguration } from 'swr'
import { unstable_serialize } from 'swr'
import { ApiError, apiGet } from '@/lib/api-client'

// Seed spec, section 9: data is fresh for 5 minutes and kept for 10 minutes.
export const FRESH_FOR_MS = 5 * 60_000
export const KEPT_UNUSED_FOR_MS = 10 * 60_000

type Entry = { state: State; fetchedAt: number }

/**
 * A cache that knows when each entry was fetched (to skip revalidating fresh data on mount) and
 * which entries are on screen (an entry nobody has used for 10 minutes is dropped).
 */
export function createTimedCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>()
  const users = new Map<string, number>()
  const evictionTimers = new Map<string, ReturnType<typeof setTimeout>>()

  const cancelEviction = (key: string) => {
    clearTimeout(evictionTimers.get(key))
    evictionTimers.delete(key)
  }
  const scheduleEviction = (key: string) => {
    cancelEviction(key)
    evictionTimers.set(
      key,
      setTimeout(() => {
        evictionTimers.delete(key)
        if (!users.get(key)) entries.delete(key)
      }, KEPT_UNUSED_FOR_MS),
    )
  }

  const cache: Cache = {
    keys: () => entries.keys(),
    get: (key) => entries.get(key)?.state,
    set: (key, state) => {
      const previous = entries.get(key)
      const fetched =
        state.data !== undefined &&
        !state.error &&
        (state.data !== previous?.state.data ||
          (previous?.state.isValidating === true && !state.isValidating))
      entries.set(key, { state, fetchedAt: fetched ? now() : (previous?.fetchedAt ?? 0) })
      if (!users.get(key) && !evictionTimers.has(key)) scheduleEviction(key)
    },
    delete: (key) => {
      cancelEviction(key)
      entries.delete(key)
    },
  }

  return {
    cache,
    /**
     * An answer the server rendered the page with, fresh from now on: data, or a refusal that
     * asking again would not change (a 4xx).
     */
    served: (key: string, state: State) => {
      entries.set(key, { state, fetchedAt: now() })
      scheduleEviction(key)
    },
    isFresh: (key: string) => {
      const entry = entries.get(key)
      return entry !== undefined && entry.fetchedAt > 0 && now() - entry.fetchedAt < FRESH_FOR_MS
    },
    /** A mounted hook uses the key: it must not be evicted. */
    retain: (key: string) => {
      users.set(key, (users.get(key) ?? 0) + 1)
      cancelEviction(key)
    },
    /** The last user went away: the 10-minute countdown starts. */
    release: (key: string) => {
      const left = (users.get(key) ?? 1) - 1
      if (left > 0) {
        users.set(key, left)
        return
      }
      users.delete(key)
      if (entries.has(key)) scheduleEviction(key)
    },
  }
}

export type TimedCache = ReturnType<typeof createTimedCache>

/** Revalidates on mount only when the data is stale, and keeps the key alive while mounted. */
function freshnessMiddleware(timed: TimedCache): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = unstable_serialize(key)
    const response = useSWRNext(key, fetcher, {
      ...config,
      revalidateOnMount: !serialized || !timed.isFresh(serialized),
    })
    useRetained(timed, serialized)
    return response
  }
}

function useRetained(timed: TimedCache, key: string) {
  useEffect(() => {
    if (!key) return
    timed.retain(key)
    return () => timed.release(key)
  }, [timed, key])
}

/** The app's SWR configuration: one timed cache per provider. */
export function createSwrConfig(timed: TimedCache = createTimedCache()): SWRConfiguration {
  return {
    provider: () => timed.cache,
    use: [freshnessMiddleware(timed)],
    fetcher: apiGet,
    // A request started less than 5 minutes ago answers mount, focus and reconnect revalidations.
    dedupingInterval: FRESH_FOR_MS,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    keepPreviousData: true,
    errorRetryCount: 2,
    // A 4xx will not change by asking again; a network failure or a 5xx may.
    shouldRetryOnError: (error: unknown) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  }
}

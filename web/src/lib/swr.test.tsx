// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createSwrConfig,
  createTimedCache,
  FRESH_FOR_MS,
  KEPT_UNUSED_FOR_MS,
  type TimedCache,
} from './swr'

const MINUTE = 60_000

function Probe({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR('site/settings', fetcher)
  return <p>{data ?? 'loading'}</p>
}

let timed: TimedCache
let fetcher: ReturnType<typeof vi.fn<() => Promise<string>>>
let calls = 0

const view = () => (
  <SWRConfig value={createSwrConfig(timed)}>
    <Probe fetcher={fetcher} />
  </SWRConfig>
)
/** Lets SWR's promises, effects and short timers (its requestAnimationFrame) run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50))
const waitMinutes = (minutes: number) => act(() => vi.advanceTimersByTimeAsync(minutes * MINUTE))

beforeEach(() => {
  vi.useFakeTimers()
  calls = 0
  timed = createTimedCache()
  fetcher = vi.fn(async () => `settings #${++calls}`)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SWR freshness (5 minutes)', () => {
  it('does not refetch on mount while the data is fresh, and does once it is older', async () => {
    const first = render(view())
    await settle()
    expect(screen.getByText('settings #1')).toBeTruthy()
    first.unmount()

    await waitMinutes(4)
    const second = render(view())
    expect(screen.getByText('settings #1')).toBeTruthy()
    await settle()
    expect(fetcher).toHaveBeenCalledTimes(1)
    second.unmount()

    await waitMinutes(2)
    render(view())
    expect(screen.getByText('settings #1')).toBeTruthy()
    await settle()
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(screen.getByText('settings #2')).toBeTruthy()
  })

  it('does not refetch on focus or reconnect within 5 minutes, and does after', async () => {
    render(view())
    await settle()
    await waitMinutes(2)
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new Event('online'))
    })
    await settle()
    expect(fetcher).toHaveBeenCalledTimes(1)

    await waitMinutes(FRESH_FOR_MS / MINUTE)
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
    })
    await settle()
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(screen.getByText('settings #2')).toBeTruthy()
  })
})

describe('SWR cache eviction (10 minutes after last use)', () => {
  it('keeps data while mounted and drops it 10 minutes after the last user unmounts', async () => {
    const mounted = render(view())
    await settle()
    await waitMinutes(30)
    expect(timed.cache.get('site/settings')?.data).toBe('settings #1')

    mounted.unmount()
    await waitMinutes(KEPT_UNUSED_FOR_MS / MINUTE - 1)
    expect(timed.cache.get('site/settings')?.data).toBe('settings #1')
    await waitMinutes(1)
    expect(timed.cache.get('site/settings')).toBeUndefined()
  })

  it('cancels the eviction when the data is used again', async () => {
    const first = render(view())
    await settle()
    first.unmount()
    await waitMinutes(9)
    render(view())
    await settle()
    await waitMinutes(5)
    expect(timed.cache.get('site/settings')).toBeDefined()
  })

  it('evicts entries written without a user (e.g. a prefetch)', async () => {
    timed.cache.set('site/tracks', { data: 'prefetched' })
    expect(timed.isFresh('site/tracks')).toBe(true)
    await waitMinutes(5)
    expect(timed.isFresh('site/tracks')).toBe(false)
    await waitMinutes(5)
    expect(timed.cache.get('site/tracks')).toBeUndefined()
  })
})

// @vitest-environment jsdom
import type { OrderView } from '@contract/checkout.ts'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LinkState, TopicNews } from '@/lib/realtime/follow-topic'
import { useCart } from '@/stores/cart'
import { mockSite, renderPage } from '@/testing/render'
import { CHECK_WHILE_LIVE_MS, POLL_EVERY_MS } from '../api/get-order-by-session'
import PaymentSuccessPage from './PaymentSuccessPage'

// The Realtime link is the platform's (tests/browser covers it end to end); here the page's use of
// it: which topic it follows, polling only while the link is down, reading again on news.
const link = vi.hoisted(() => ({
  topics: [] as string[],
  state: 'offline' as LinkState,
  news: undefined as ((news: TopicNews) => void) | undefined,
}))
vi.mock('@/lib/realtime/follow-topic', () => ({
  followTopic: (
    topic: string,
    handlers: { onNews: (news: TopicNews) => void; onState: (state: LinkState) => void },
  ) => {
    link.topics.push(topic)
    link.news = handlers.onNews
    queueMicrotask(() => handlers.onState(link.state))
    return () => {}
  },
}))

const pending: OrderView = {
  id: 'o1',
  number: 1042,
  status: 'pending',
  email: 'ana@example.com',
  name: 'Ana Pérez',
  items: [
    {
      kind: 'track',
      slug: 'night-drive',
      title: 'Night Drive',
      licence: 'commercial',
      quantity: 1,
      unit_price: 9900,
      total: 9900,
      bundle_free: false,
    },
    {
      kind: 'product',
      slug: 'controller',
      title: 'Controller',
      licence: null,
      quantity: 1,
      unit_price: 89900,
      total: 89900,
      bundle_free: false,
    },
  ],
  subtotal: 99800,
  bundle_discount: 0,
  discount: 0,
  promotion_code: null,
  total: 99800,
  currency: 'EUR',
  downloads: [],
  licences: [],
  shipping: true,
  shipping_cents: 0,
  shipping_rate: null,
  tax: 0,
  prices_include_tax: true,
  invoice_url: null,
}

const paid: OrderView = {
  ...pending,
  status: 'paid',
  downloads: [
    {
      grant_id: 'g1',
      title: 'Night Drive',
      artist: 'Kael Voss',
      licence: 'commercial',
      format: 'mp3',
      url: 'http://localhost/site/downloads/t1',
      downloads_left: 5,
    },
  ],
  licences: [
    {
      number: 'KV-2026-000001',
      title: 'Night Drive',
      licence: 'commercial',
      pdf_url: 'http://localhost/site/licences/KV-2026-000001.pdf',
      verify_url: 'http://localhost/verify/KV-2026-000001',
    },
  ],
}

beforeEach(() => {
  link.topics = []
  link.state = 'offline'
  link.news = undefined
  sessionStorage.clear()
  useCart.getState().cartCleared()
  useCart
    .getState()
    .productAdded({ slug: 'controller', name: 'Controller', priceCents: 89900, available: 3 })
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  vi.restoreAllMocks()
})

describe('PaymentSuccessPage', () => {
  it('shows "processing" until a poll finds the order paid, then the downloads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let polls = 0
    mockSite({
      'GET orders/by-session/cs_test_1': () => Response.json(++polls < 2 ? pending : paid),
    })
    await renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_1')

    const status = await screen.findByText('Processing your payment…')
    expect(status.closest('[aria-live="polite"]')).toBeTruthy()
    expect(useCart.getState().lines).toHaveLength(1)

    // Run the clock to the next poll rather than wait 2 real seconds.
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS))
    const download = await screen.findByRole('link', { name: 'Download MP3 Night Drive' })
    expect(download.getAttribute('href')).toBe('http://localhost/site/downloads/t1')
    expect(screen.queryByText('Processing your payment…')).toBeNull()
    expect(screen.getByText('5 downloads left')).toBeTruthy()
    expect(screen.getByText('Licence no. KV-2026-000001')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Licence certificate (PDF) KV-2026-000001' })
        .getAttribute('href'),
    ).toBe('http://localhost/site/licences/KV-2026-000001.pdf')
    expect(screen.getByText(/Your gear ships/)).toBeTruthy()
    expect(useCart.getState().lines).toEqual([])
    expect(polls).toBe(2)
  })

  it('follows its checkout’s topic while live: no polling, the broadcast payment shows at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    link.state = 'live'
    let paidYet = false
    let reads = 0
    mockSite({
      'GET orders/by-session/cs_test_live': () => {
        reads++
        return Response.json(paidYet ? paid : pending)
      },
    })
    await renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_live')
    await screen.findByText('Processing your payment…')
    await waitFor(() => expect(link.topics).toEqual(['checkout:cs_test_live']))
    // The first read, and one more once the link is up (what happened before it).
    await waitFor(() => expect(reads).toBe(2))
    const readsWhenLive = reads
    // Well past the offline poll, short of the slow check: nothing is asked.
    await act(() => vi.advanceTimersByTimeAsync(POLL_EVERY_MS * 3))
    expect(reads).toBe(readsWhenLive)
    expect(CHECK_WHILE_LIVE_MS).toBeGreaterThan(POLL_EVERY_MS * 3)

    paidYet = true
    await act(async () => link.news?.({ event: 'order_paid', payload: { status: 'paid' } }))
    expect(await screen.findByRole('link', { name: 'Download MP3 Night Drive' })).toBeTruthy()
    expect(reads).toBe(readsWhenLive + 1)
  })

  it('explains an expired checkout', async () => {
    mockSite({
      'GET orders/by-session/cs_test_2': () => Response.json({ ...pending, status: 'expired' }),
    })
    await renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_test_2')
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeTruthy()
    expect(useCart.getState().lines).toHaveLength(1)
  })

  it('explains an unknown session', async () => {
    mockSite({})
    await renderPage(<PaymentSuccessPage />, '/payment-success?session_id=cs_nope')
    expect(await screen.findByRole('heading', { name: "We couldn't find this order" })).toBeTruthy()
  })
})

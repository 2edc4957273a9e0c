import type { OrderView } from '@contract/checkout.ts'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'
import { followTopic, type LinkState } from '@/lib/realtime/follow-topic'

// `GET site/orders/by-session/:id`: the order behind a Stripe Checkout Session. The page follows
// the checkout's private topic (`checkout:{session id}`, which only this buyer knows): the
// payment, a refund and each download spent are broadcast there, and the page reads the order
// again. While the link is down it polls instead: every 2 seconds while the payment is pending
// (the server checks with Stripe each time), every 20 seconds afterwards (downloads left).

export const POLL_EVERY_MS = 2000
/** Pending with the live link up: a slow check, in case Stripe's webhook is late. */
export const CHECK_WHILE_LIVE_MS = 15_000
export const POLL_PAID_OFFLINE_MS = 20_000

export const orderBySessionKey = (sessionId: string) =>
  `orders/by-session/${encodeURIComponent(sessionId)}`

export const getOrderBySession = (key: string) => apiGet<OrderView>(key)

function refreshMs(status: OrderView['status'] | 'unknown', link: LinkState) {
  const live = link === 'live'
  if (status === 'pending' || status === 'unknown')
    return live ? CHECK_WHILE_LIVE_MS : POLL_EVERY_MS
  if (status === 'paid') return live ? 0 : POLL_PAID_OFFLINE_MS
  return 0
}

export function useOrderBySession(sessionId: string | null) {
  const [status, setStatus] = useState<OrderView['status'] | 'unknown' | 'failed'>('unknown')
  const [link, setLink] = useState<LinkState>('connecting')
  const order = useSWR(sessionId ? orderBySessionKey(sessionId) : null, getOrderBySession, {
    refreshInterval: status === 'failed' ? 0 : refreshMs(status, link),
    // The app dedupes for 5 minutes, which would answer every poll with the first response.
    dedupingInterval: POLL_EVERY_MS / 2,
    onSuccess: (data) => setStatus(data.status),
    onError: () => setStatus('failed'),
  })
  const { mutate } = order

  useEffect(() => {
    if (!sessionId) return
    return followTopic(`checkout:${sessionId}`, {
      onNews: () => void mutate(),
      onState: (state) => {
        setLink(state)
        // Joined (again): whatever happened before is read once.
        if (state === 'live') void mutate()
      },
    })
  }, [sessionId, mutate])

  return order
}

import type { OrderView } from '@contract/checkout.ts'
import { useState } from 'react'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/orders/by-session/:id`: the order behind a Stripe Checkout Session. While it is
// `pending` the page asks again every 2 seconds (the server checks with Stripe each time).

export const POLL_EVERY_MS = 2000

export const orderBySessionKey = (sessionId: string) =>
  `orders/by-session/${encodeURIComponent(sessionId)}`

export const getOrderBySession = (key: string) => apiGet<OrderView>(key)

export function useOrderBySession(sessionId: string | null) {
  const [pending, setPending] = useState(true)
  return useSWR(sessionId ? orderBySessionKey(sessionId) : null, getOrderBySession, {
    refreshInterval: pending ? POLL_EVERY_MS : 0,
    // The app dedupes for 5 minutes, which would answer every poll with the first response.
    dedupingInterval: POLL_EVERY_MS / 2,
    onSuccess: (order) => setPending(order.status === 'pending'),
    onError: () => setPending(false),
  })
}

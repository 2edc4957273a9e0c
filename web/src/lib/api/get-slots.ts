import type { SlotList } from '@contract/site/sessions.ts'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { apiRequest } from '@/lib/api-client'

// `GET site/sessions/slots?from&to&hours`: the free private-session slots. Read in the browser
// only (never in the served HTML, which a CDN keeps for everyone): slots change with every
// booking, and the visitor's time zone is known only there. Always asked afresh.

/** How many days ahead the picker asks for at once (the API's limit is 62). */
export const SLOT_DAYS = 60

const day = (date: Date) => date.toISOString().slice(0, 10)

export function slotsKey(hours: number, from: Date) {
  const to = new Date(from.getTime() + SLOT_DAYS * 86_400_000)
  return `sessions/slots?from=${day(from)}&to=${day(to)}&hours=${hours}`
}

export function useSlots(hours: number) {
  // Null on the server and in the first (hydrating) render, which must match it.
  const [from, setFrom] = useState<Date | null>(null)
  useEffect(() => setFrom(new Date()), [])
  return useSWR(
    from ? slotsKey(hours, from) : null,
    (key: string) => apiRequest<SlotList>(key, { cache: 'no-cache' }),
    { revalidateOnMount: true, revalidateIfStale: true, dedupingInterval: 0 },
  )
}

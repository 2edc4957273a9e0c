import { RescheduleInput, type SessionView } from '@contract/site/sessions.ts'
import useSWR from 'swr'
import { apiRequest } from '@/lib/api-client'

// A booked session, for whoever holds its link: `GET site/sessions/{token}`, `POST …/cancel`,
// `POST …/reschedule`. Polled while a payment just made is being confirmed.
export { RescheduleInput }

export const sessionKey = (token: string) => `sessions/${encodeURIComponent(token)}`

export function useSession(token: string, waitingForPayment: boolean) {
  return useSWR(
    sessionKey(token),
    (key: string) => apiRequest<SessionView>(key, { cache: 'no-cache' }),
    {
      refreshInterval: (session) =>
        waitingForPayment && session?.state === 'awaiting_payment' ? 2000 : 0,
    },
  )
}

export const cancelSession = (token: string) =>
  apiRequest<SessionView>(`${sessionKey(token)}/cancel`, { method: 'POST' })

export const rescheduleSession = (token: string, input: RescheduleInput) =>
  apiRequest<SessionView>(`${sessionKey(token)}/reschedule`, { method: 'POST', body: input })

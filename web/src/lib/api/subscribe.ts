import type { SubscribeInput, SubscribeReceipt } from '@contract/mailing.ts'
import { apiRequest } from '@/lib/api-client'

// `POST site/subscribe`: the mailing list's sign-up. Always 202: the confirmation email says more.
export const subscribe = (input: SubscribeInput) =>
  apiRequest<SubscribeReceipt>('subscribe', { method: 'POST', body: input })

import { SessionBookingInput } from '@contract/site/sessions.ts'
import { apiRequest } from '@/lib/api-client'

// `POST site/sessions`: holds a free slot and answers the Checkout page that pays for it.
export { SessionBookingInput }

export const createSessionBooking = (input: SessionBookingInput) =>
  apiRequest<{ url: string }>('sessions', { method: 'POST', body: input })

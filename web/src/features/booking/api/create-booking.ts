import { BookingInput } from '@contract/forms.ts'
import { apiRequest } from '@/lib/api-client'

// `POST site/bookings`: a request to book a DJ show.
export { BookingInput }

export type BookingReceipt = { id: string; status: string }

export const createBooking = (input: BookingInput) =>
  apiRequest<BookingReceipt>('bookings', { method: 'POST', body: input })

import { Hono } from 'hono'
import { BookingInput, ContactInput, EnquiryInput } from '../../_shared/contract/forms.ts'
import { clientAddress } from '../../_shared/http/client-address.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { submitBooking } from './booking.ts'
import { submitContact } from './contact.ts'
import { submitEnquiry } from './enquiry.ts'
import type { FormsDeps } from './submit.ts'

/**
 * The public forms. Each answers `201 { id, status: 'received' }`; failures use the shared error
 * shape: 415, 413, 400, 422 (`fields`), 429 (`Retry-After`), 405.
 */
export function formsRoutes(deps: FormsDeps) {
  const routes = new Hono()

  routes.post('/contact', async (c) => {
    const input = await readJson(c, ContactInput)
    return c.json(await submitContact(deps, input, clientAddress(c.req.raw.headers)), 201)
  })
  routes.post('/bookings', async (c) => {
    const input = await readJson(c, BookingInput)
    return c.json(await submitBooking(deps, input, clientAddress(c.req.raw.headers)), 201)
  })
  routes.post('/enquiries', async (c) => {
    const input = await readJson(c, EnquiryInput)
    return c.json(await submitEnquiry(deps, input, clientAddress(c.req.raw.headers)), 201)
  })

  return routes
}

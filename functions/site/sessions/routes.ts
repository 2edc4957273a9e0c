import { Hono } from 'hono'
import { freeSlots } from '../../_shared/bookings/slots.ts'
import {
  RescheduleInput,
  SessionBookingInput,
  SlotsQuery,
} from '../../_shared/contract/site/sessions.ts'
import { clientAddress } from '../../_shared/http/client-address.ts'
import { errorResponse } from '../../_shared/http/errors.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { parseQuery } from '../../_shared/http/query.ts'
import type { SiteDeps } from '../deps.ts'
import { bookSession } from './book.ts'
import { cancelSession, rescheduleSession, sessionIcs, showSession } from './manage.ts'
import { sessionToken } from './record.ts'
import { loadSlotContext, toSlotDto } from './slot-context.ts'
import { SlotTakenError, slotTakenBody } from './slot-taken.ts'

/**
 * Private sessions by slot: `GET sessions/slots?from&to&hours` (the owner's days, UTC instants),
 * `POST sessions` (`{ url }`, the Checkout page; 409 with the next free slots when the slot is
 * taken), and for the holder of a session's link `GET sessions/{token}`, `POST …/cancel`,
 * `POST …/reschedule`, `GET …/calendar.ics`.
 */
export function sessionsRoutes(deps: SiteDeps) {
  const routes = new Hono()
  const noStore = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
  routes.onError((error, c) => {
    if (error instanceof SlotTakenError) return c.json(slotTakenBody(error), 409)
    return errorResponse(error, c)
  })

  routes.get('/sessions/slots', async (c) => {
    const query = parseQuery(SlotsQuery, c.req.query())
    const { context, settings } = await loadSlotContext(deps.sql, deps.now(), query.from, query.to)
    c.header('Cache-Control', 'no-store')
    return c.json({
      items: freeSlots(context, query.from, query.to, query.hours).map(toSlotDto),
      time_zone: settings.session_time_zone,
      free_change_hours: settings.session_free_cancel_hours,
    })
  })

  routes.post('/sessions', async (c) => {
    const input = await readJson(c, SessionBookingInput)
    return c.json(await bookSession(deps, input, clientAddress(c.req.raw.headers)), 200, noStore)
  })

  routes.get('/sessions/:token', async (c) =>
    c.json(await showSession(deps, sessionToken(c.req.param('token'))), 200, noStore),
  )

  routes.post('/sessions/:token/cancel', async (c) =>
    c.json(await cancelSession(deps, sessionToken(c.req.param('token'))), 200, noStore),
  )

  routes.post('/sessions/:token/reschedule', async (c) => {
    const token = sessionToken(c.req.param('token'))
    const input = await readJson(c, RescheduleInput)
    return c.json(await rescheduleSession(deps, token, input.slot_start), 200, noStore)
  })

  routes.get('/sessions/:token/calendar.ics', async (c) => {
    const ics = await sessionIcs(deps, sessionToken(c.req.param('token')))
    return c.body(ics, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="session.ics"',
      ...noStore,
    })
  })

  return routes
}

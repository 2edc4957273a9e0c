import { Hono } from 'hono'
import { z } from 'zod'
import { BookingStatusInput } from '../../_shared/contract/admin/messages.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'
import { messageDetail } from '../messages/detail.ts'
import { messageId } from '../messages/params.ts'
import { calendar } from './calendar.ts'
import { sendOffer, withdrawLiveOffer } from './send-offer.ts'

/** `POST admin/messages/{id}/offer`: a new offer for a quoted booking whose last was withdrawn. */
const NewOfferInput = BookingStatusInput.safeExtend({
  status: z.literal('quoted', 'status_invalid'),
})

/**
 * Offers beside the inbox's booking statuses (quoting sends the first, messages/routes.ts):
 * withdrawing the open one, sending a new one, and the calendar of shows and sessions.
 */
export function offersRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const kick = () => {
    try {
      deps.kickOutbox?.()
    } catch (error) {
      console.error('[admin] could not wake the email outbox', error)
    }
  }

  routes.post('/messages/:id/offer/withdraw', async (c) => {
    const id = messageId(c.req.param('id'))
    const detail = await runAs(deps.sql, c.get('identity'), async (tx) => {
      if (!(await withdrawLiveOffer(tx, deps, id, deps.now(), { tell: true }))) {
        throw new AppError(
          'no_live_offer',
          'This booking has no offer waiting to be signed or paid.',
        )
      }
      return messageDetail(tx, id, { siteUrl: deps.env.SITE_URL, now: deps.now() })
    })
    kick()
    return c.json(detail)
  })

  routes.post('/messages/:id/offer', async (c) => {
    const id = messageId(c.req.param('id'))
    const input = await readJson(c, NewOfferInput)
    const detail = await runAs(deps.sql, c.get('identity'), async (tx) => {
      const [booking] = await tx<{ status: string; live: boolean }[]>`
        select b.status, exists (
          select 1 from public.show_offers as o where o.message_id = b.message_id and o.status <> 'withdrawn'
        ) as live
        from public.booking_requests as b where b.message_id = ${id} for update`
      if (!booking) throw new AppError('not_a_booking')
      if (booking.status !== 'quoted' || booking.live) {
        throw new AppError(
          'illegal_transition',
          'Only a quoted booking without an open offer gets a new one.',
        )
      }
      await tx`update public.booking_requests set quote_cents = ${input.quote_cents ?? null} where message_id = ${id}`
      await sendOffer(tx, deps, id, { ...input, quote_cents: input.quote_cents ?? 0 })
      return messageDetail(tx, id, { siteUrl: deps.env.SITE_URL, now: deps.now() })
    })
    kick()
    return c.json(detail, 201)
  })

  routes.get('/calendar', async (c) =>
    c.json(await runAs(deps.sql, c.get('identity'), (tx) => calendar(tx, deps.now()))),
  )

  return routes
}

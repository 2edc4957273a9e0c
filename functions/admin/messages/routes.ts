import { Hono } from 'hono'
import {
  BookingStatusInput,
  InboxQuery,
  ReplyInput,
} from '../../_shared/contract/admin/messages.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { methodNotAllowed } from '../../_shared/http/errors.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import type { AdminDeps } from '../deps.ts'
import type { AdminEnv } from '../guard.ts'
import { offerSideOfStatus } from '../offers/status-change.ts'
import { bookingUpdateError, changeBookingStatus } from './booking-status.ts'
import { messageDetail } from './detail.ts'
import { listInbox, unreadCounts } from './inbox.ts'
import { messageId, parseQuery } from './params.ts'
import { replyToMessage } from './reply.ts'
import { changeMessageState, deleteMessage, STATE_ACTIONS } from './state.ts'

/**
 * The one inbox: contact messages, booking requests and enquiries. Everything runs as the
 * signed-in admin under RLS. Opening a message does not mark it read: the panel says so.
 */
export function messagesRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()

  routes.get('/messages', async (c) => {
    const query = parseQuery(InboxQuery, c.req.query())
    return c.json(await runAs(deps.sql, c.get('identity'), (tx) => listInbox(tx, query)))
  })

  // Before `/messages/:id`, which would otherwise take "unread-count" for an id.
  routes.get('/messages/unread-count', async (c) =>
    c.json(await runAs(deps.sql, c.get('identity'), unreadCounts)),
  )
  // answerWrongMethods (admin/app.ts) answers only what no route took, and `DELETE /messages/:id`
  // takes "unread-count" for an id: the one static path whose wrong methods are refused here.
  routes.all('/messages/unread-count', methodNotAllowed('GET'))

  routes.get('/messages/:id', async (c) => {
    const id = messageId(c.req.param('id'))
    return c.json(
      await runAs(deps.sql, c.get('identity'), (tx) =>
        messageDetail(tx, id, { siteUrl: deps.env.SITE_URL, now: deps.now() }),
      ),
    )
  })
  routes.delete('/messages/:id', async (c) => {
    const id = messageId(c.req.param('id'))
    await runAs(deps.sql, c.get('identity'), (tx) => deleteMessage(tx, id))
    return c.body(null, 204)
  })

  for (const action of STATE_ACTIONS) {
    routes.post(`/messages/:id/${action}`, async (c) => {
      const id = messageId(c.req.param('id'))
      return c.json(
        await runAs(deps.sql, c.get('identity'), (tx) =>
          changeMessageState(tx, id, action, deps.now()),
        ),
      )
    })
  }

  routes.post('/messages/:id/booking-status', async (c) => {
    const id = messageId(c.req.param('id'))
    const input = await readJson(c, BookingStatusInput)
    const detail = await runAs(deps.sql, c.get('identity'), async (tx) => {
      await changeBookingStatus(tx, id, input)
      await offerSideOfStatus(tx, deps, id, input)
      return messageDetail(tx, id, { siteUrl: deps.env.SITE_URL, now: deps.now() })
    }).catch((error: unknown) => {
      throw bookingUpdateError(error) ?? error
    })
    // The offer's email, once committed (the outbox's own timer sends it if the kick fails).
    try {
      deps.kickOutbox?.()
    } catch (error) {
      console.error('[admin] could not wake the email outbox', error)
    }
    return c.json(detail)
  })

  routes.post('/messages/:id/reply', async (c) => {
    const id = messageId(c.req.param('id'))
    const input = await readJson(c, ReplyInput)
    const identity = c.get('identity')
    const receipt = await runAs(deps.sql, identity, (tx) =>
      replyToMessage(tx, identity.claims.sub, id, input),
    )
    // Only after the commit: a worker woken earlier would not see the new row. The outbox's own
    // timer sends the email if the kick fails.
    try {
      deps.kickOutbox?.()
    } catch (error) {
      console.error('[admin] could not wake the email outbox', error)
    }
    return c.json(receipt, 201)
  })

  return routes
}

import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { ResendError } from './errors.ts'
import { renderInbox, renderMessage, renderNotFound } from './inbox-pages.ts'
import type { MessageStore } from './message-store.ts'
import type { FailurePlan } from './resend-api.ts'
import type { WebhookDelivery } from './webhooks.ts'

const failNextBody = z.object({
  count: z.number().int().min(0),
  status: z.number().int().min(400).max(599).optional(),
})

/** The inbox for people (`/_mail`) and its JSON twin for tests (`/_mail/api`). */
export function inboxRoutes(
  store: MessageStore,
  failures: FailurePlan,
  webhooks: () => WebhookDelivery[],
) {
  const app = new Hono()

  app.get('/_mail', (c) => c.html(renderInbox(store.list())))

  app.get('/_mail/api/messages', (c) => c.json({ data: store.list() }))

  app.get('/_mail/api/webhooks', (c) => c.json({ data: webhooks() }))

  app.delete('/_mail/api/messages', (c) => {
    store.clear()
    return c.body(null, 204)
  })

  app.post('/_mail/api/fail-next', async (c) => {
    const parsed = failNextBody.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) {
      throw new ResendError(
        400,
        'validation_error',
        'Send { "count": <number of sends to fail>, "status"?: <HTTP status 400-599> }.',
      )
    }
    const status = (parsed.data.status ?? 500) as ContentfulStatusCode
    failures.failNext(parsed.data.count, status)
    return c.json({ count: parsed.data.count, status })
  })

  app.get('/_mail/:id', (c) => {
    const message = store.find(c.req.param('id'))
    return message ? c.html(renderMessage(message)) : c.html(renderNotFound(), 404)
  })

  app.get('/_mail/:id/attachments/:index', (c) => {
    const message = store.find(c.req.param('id'))
    const attachment = message?.attachments[Number(c.req.param('index'))]
    if (!attachment) return c.html(renderNotFound(), 404)
    const filename = attachment.filename.replaceAll(/["\\\r\n]/g, '_')
    return c.body(new Uint8Array(Buffer.from(attachment.content, 'base64')), 200, {
      'Content-Type': attachment.content_type,
      'Content-Disposition': `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return app
}

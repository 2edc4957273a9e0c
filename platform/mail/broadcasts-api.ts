import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { AudienceStore, StoredBroadcast } from './audience-store.ts'
import { deliverBroadcast } from './broadcast-delivery.ts'
import { keyCheck } from './contacts-api.ts'
import { missingField, validationError } from './errors.ts'
import type { MessageStore } from './message-store.ts'
import {
  notFound,
  optionalBoolean,
  optionalText,
  paginate,
  readObjectBody,
} from './request-body.ts'

const SUBJECT_LIMIT = 998

/**
 * Resend's Broadcasts API, the calls the site makes: create (a draft, or sent at once with
 * `send: true`), send, get and list. Sending delivers every email to the sandbox's inbox at once
 * (Resend queues them); the sandbox does not schedule (`scheduled_at` is refused).
 */
export function broadcastsApiRoutes(
  apiKey: string,
  audience: AudienceStore,
  messages: MessageStore,
) {
  const app = new Hono()
  app.use('/resend/broadcasts', keyCheck(apiKey))
  app.use('/resend/broadcasts/*', keyCheck(apiKey))

  app.post('/resend/broadcasts', async (c) => {
    const body = await readObjectBody(c)
    const broadcast = newBroadcast(audience, body)
    const send = optionalBoolean(body, 'send') ?? false
    if (body.scheduled_at !== undefined && body.scheduled_at !== null) {
      if (!send) throw validationError('`scheduled_at` can only be used with `send: true`.')
      throw validationError(
        'The local mail sandbox sends broadcasts at once; leave out `scheduled_at`.',
      )
    }
    audience.addBroadcast(broadcast)
    if (send) sendNow(audience, messages, broadcast, new URL(c.req.url).origin)
    return c.json({ id: broadcast.id }, 201)
  })

  app.get('/resend/broadcasts', (c) => {
    const newestFirst = [...audience.broadcasts].reverse()
    const page = paginate(newestFirst, c)
    return c.json({
      ...page,
      data: page.data.map(
        ({ id, name, audience_id, segment_id, status, created_at, scheduled_at, sent_at }) => ({
          id,
          name,
          audience_id,
          segment_id,
          status,
          created_at,
          scheduled_at,
          sent_at,
        }),
      ),
    })
  })

  app.get('/resend/broadcasts/:id', (c) => {
    const broadcast = audience.broadcast(c.req.param('id'))
    if (!broadcast) throw notFound('Broadcast')
    const { recipients: _recipients, ...fields } = broadcast
    return c.json({ object: 'broadcast', ...fields })
  })

  app.post('/resend/broadcasts/:id/send', async (c) => {
    const broadcast = audience.broadcast(c.req.param('id'))
    if (!broadcast) throw notFound('Broadcast')
    const body = await readObjectBody(c)
    if (body.scheduled_at !== undefined && body.scheduled_at !== null) {
      throw validationError(
        'The local mail sandbox sends broadcasts at once; leave out `scheduled_at`.',
      )
    }
    if (broadcast.status !== 'draft') {
      throw validationError('This broadcast has already been sent.')
    }
    sendNow(audience, messages, broadcast, new URL(c.req.url).origin)
    return c.json({ id: broadcast.id })
  })

  return app
}

function newBroadcast(audience: AudienceStore, body: Record<string, unknown>): StoredBroadcast {
  const segmentId = optionalText(body, 'segment_id')
  const audienceId = optionalText(body, 'audience_id')
  if (!segmentId && !audienceId) throw missingField('segment_id')
  const target = segmentId ?? audienceId
  if (target === null || !audience.segment(target)) throw notFound('Segment')
  const from = optionalText(body, 'from')
  if (!from) throw missingField('from')
  const subject = optionalText(body, 'subject')
  if (!subject) throw missingField('subject')
  if (subject.length > SUBJECT_LIMIT || /[\r\n]/.test(subject)) {
    throw validationError('The `subject` must be one line of at most 998 characters.')
  }
  const html = optionalText(body, 'html')
  const text = optionalText(body, 'text')
  if (html === null && text === null) missingBody()
  return {
    id: randomUUID(),
    name: optionalText(body, 'name') ?? subject,
    segment_id: segmentId,
    audience_id: audienceId,
    from,
    subject,
    reply_to: replyTo(body.reply_to),
    preview_text: optionalText(body, 'preview_text'),
    html,
    text,
    status: 'draft',
    created_at: new Date().toISOString(),
    scheduled_at: null,
    sent_at: null,
    recipients: 0,
  }
}

function sendNow(
  audience: AudienceStore,
  messages: MessageStore,
  broadcast: StoredBroadcast,
  origin: string,
) {
  broadcast.recipients = deliverBroadcast(audience, messages, broadcast, origin)
  broadcast.status = 'sent'
  broadcast.sent_at = new Date().toISOString()
  audience.save()
}

function replyTo(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  const list = Array.isArray(value) ? value : [value]
  if (list.some((address) => typeof address !== 'string')) {
    throw validationError('The `reply_to` field must be an address or a list of addresses.')
  }
  return list as string[]
}

function missingBody(): never {
  throw missingField('html')
}

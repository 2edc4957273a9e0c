import { randomBytes, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { SmsStore } from './message-store.ts'

// The one call GoTrue's Twilio provider makes (internal/api/sms_provider/twilio.go): a form POST
// to /2010-04-01/Accounts/{AccountSid}/Messages.json with Basic auth (AccountSid:AuthToken) and
// To, From (the Messaging Service SID), Body. Twilio answers 201 with the message resource, or
// a JSON error `{ code, message, more_info, status }`.

export type TwilioCredentials = { accountSid: string; authToken: string }

const E164 = /^\+[1-9][0-9]{1,14}$/
const MAX_BODY = 1600

function twilioError(status: 400 | 401 | 404, code: number, message: string) {
  return {
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    status,
  }
}

function authorised(header: string | undefined, credentials: TwilioCredentials): boolean {
  const expected = Buffer.from(`${credentials.accountSid}:${credentials.authToken}`)
  const match = /^Basic (.+)$/.exec(header ?? '')
  if (!match) return false
  const given = Buffer.from(match[1]!, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function twilioApiRoutes(credentials: TwilioCredentials, store: SmsStore, now: () => Date) {
  const app = new Hono()
  app.post('/twilio/2010-04-01/Accounts/:sid/Messages.json', async (c) => {
    const refuse = (error: ReturnType<typeof twilioError>) => c.json(error.body, error.status)
    if (!authorised(c.req.header('authorization'), credentials)) {
      return refuse(twilioError(401, 20003, 'Authenticate'))
    }
    if (c.req.param('sid') !== credentials.accountSid) {
      return refuse(twilioError(404, 20404, 'The requested resource was not found'))
    }
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const to = typeof form.To === 'string' ? form.To : ''
    const body = typeof form.Body === 'string' ? form.Body : ''
    if (!E164.test(to)) {
      return refuse(twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`))
    }
    if (!body || body.length > MAX_BODY) {
      return refuse(
        twilioError(400, 21602, 'Message body is required and at most 1600 characters.'),
      )
    }
    const created = now()
    const message = {
      id: `SM${randomBytes(16).toString('hex')}`,
      to,
      body,
      created_at: created.toISOString(),
    }
    store.add(message)
    return c.json(
      {
        sid: message.id,
        account_sid: credentials.accountSid,
        to,
        from: typeof form.From === 'string' ? form.From : null,
        messaging_service_sid:
          typeof form.MessagingServiceSid === 'string' ? form.MessagingServiceSid : null,
        body,
        status: 'queued',
        num_segments: String(Math.ceil(body.length / 160)),
        direction: 'outbound-api',
        date_created: created.toUTCString(),
        error_code: null,
        error_message: null,
      },
      201,
    )
  })
  return app
}

import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { Resend, type WebhookEventPayload } from 'resend'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createMailSandbox } from '../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from './helpers/serve.ts'
import { waitFor } from './helpers/wait-for.ts'

const API_KEY = 're_sandbox_webhooks_key'
const FROM = 'Kael Voss <news@kaelvoss.example>'

type Received = { headers: Record<string, string>; body: string }

// The mail sandbox's webhooks as Resend sends them: after an email to one of Resend's test
// addresses, an `email.bounced` or `email.complained` signed by Svix, which the official `resend`
// client's `webhooks.verify` accepts with the endpoint's secret (and refuses with another).
async function startSandbox(answers: number[] = []) {
  const secret = `whsec_${randomBytes(24).toString('base64')}`
  const received: Received[] = []
  const receiver = new Hono().post('/hook', async (c) => {
    received.push({
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: await c.req.text(),
    })
    return c.body(null, (answers.shift() ?? 200) as 200)
  })
  const hook = await serveApp(receiver)
  const directory = temporaryDirectory('resend-webhooks')
  const sandbox = createMailSandbox({
    dataDir: directory.path,
    apiKey: API_KEY,
    requestsPerSecond: 100,
    webhook: { url: `${hook.origin}/hook`, secret, retryDelaysMs: [20] },
  })
  const served = await serveApp(sandbox.app)
  onTestFinished(async () => {
    await sandbox.close()
    await served.close()
    await hook.close()
    directory.remove()
  })
  const resend = new Resend(API_KEY, { baseUrl: `${served.origin}/resend` })
  return { sandbox, resend, received, secret }
}

const verify = (resend: Resend, secret: string, { headers, body }: Received) =>
  resend.webhooks.verify({
    payload: body,
    headers: {
      id: headers['svix-id']!,
      timestamp: headers['svix-timestamp']!,
      signature: headers['svix-signature']!,
    },
    webhookSecret: secret,
  })

describe('Resend sandbox: webhooks', () => {
  it('follows mail to bounced@resend.dev with a signed email.bounced the client verifies', async () => {
    const { sandbox, resend, received, secret } = await startSandbox()
    const { data, error } = await resend.emails.send({
      from: FROM,
      to: 'bounced@resend.dev',
      subject: 'Your order',
      text: 'Thanks!',
      tags: [{ name: 'kind', value: 'receipt' }],
    })
    expect(error).toBeNull()
    await waitFor('the webhook', () => received.length === 1)
    await sandbox.idle()

    const [delivery] = received
    expect(delivery!.headers['svix-id']).toMatch(/^msg_/)
    expect(delivery!.headers['svix-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
    const event: WebhookEventPayload = verify(resend, secret, delivery!)
    expect(event).toMatchObject({
      type: 'email.bounced',
      data: {
        email_id: data!.id,
        from: FROM,
        to: ['bounced@resend.dev'],
        subject: 'Your order',
        bounce: { type: 'Permanent', subType: 'General' },
        tags: { kind: 'receipt' },
      },
    })
    expect(() => verify(resend, `whsec_${randomBytes(24).toString('base64')}`, delivery!)).toThrow()
    expect(sandbox.webhooks()).toMatchObject([
      { type: 'email.bounced', state: 'delivered', to: ['bounced@resend.dev'] },
    ])
  })

  it('sends email.complained for complained+label@resend.dev in a batch, nothing for others', async () => {
    const { sandbox, resend, received, secret } = await startSandbox()
    const { error } = await resend.batch.send([
      { from: FROM, to: 'fan@example.com', subject: 'One', text: 'x' },
      { from: FROM, to: 'complained+fan7@resend.dev', subject: 'Two', text: 'x' },
      { from: FROM, to: 'delivered@resend.dev', subject: 'Three', text: 'x' },
    ])
    expect(error).toBeNull()
    await waitFor('the webhook', () => received.length === 1)
    await sandbox.idle()
    expect(received).toHaveLength(1)
    expect(verify(resend, secret, received[0]!)).toMatchObject({
      type: 'email.complained',
      data: { to: ['complained+fan7@resend.dev'], subject: 'Two' },
    })
  })

  it('names the broadcast a bounce came from, and retries until the endpoint answers 2xx', async () => {
    const { sandbox, resend, received, secret } = await startSandbox([500])
    const { data: segment } = await resend.segments.create({ name: 'Fans' })
    await resend.contacts.create({
      email: 'bounced@resend.dev',
      unsubscribed: false,
      segments: [{ id: segment!.id }],
    })
    const { data: broadcast } = await resend.broadcasts.create({
      segmentId: segment!.id,
      from: FROM,
      subject: 'New EP',
      text: 'Out now. {{{RESEND_UNSUBSCRIBE_URL}}}',
      send: true,
    })
    await waitFor('the retry', () => received.length === 2)
    await sandbox.idle()
    // Each attempt is signed afresh, under the same message id.
    expect(received[1]!.headers['svix-id']).toBe(received[0]!.headers['svix-id'])
    expect(verify(resend, secret, received[1]!)).toMatchObject({
      type: 'email.bounced',
      data: { broadcast_id: broadcast!.id, to: ['bounced@resend.dev'] },
    })
    expect(sandbox.webhooks()[0]!.attempts.map((attempt) => attempt.status)).toEqual([500, 200])
  })
})

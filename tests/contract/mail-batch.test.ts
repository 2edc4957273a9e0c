import { Resend } from 'resend'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createMailSandbox } from '../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from './helpers/serve.ts'

// The mail sandbox's `POST /emails/batch` against Resend's own Node client (`resend`, its
// `batch.send`), over HTTP: up to 100 emails a request, their ids in order, strict and permissive
// validation (`x-batch-validation`), no attachments, one Idempotency-Key for the batch, and one
// request against the rate limit whatever the batch holds.

const API_KEY = 're_sandbox_batch_key'

async function startMail(requestsPerSecond = 1000) {
  const directory = temporaryDirectory('mail-batch')
  const sandbox = createMailSandbox({ dataDir: directory.path, apiKey: API_KEY, requestsPerSecond })
  const served = await serveApp(sandbox.app)
  onTestFinished(async () => {
    await served.close()
    directory.remove()
  })
  const resend = new Resend(API_KEY, { baseUrl: `${served.origin}/resend` })
  return { sandbox, resend, origin: served.origin }
}

const email = (n: number, overrides: Record<string, unknown> = {}) => ({
  from: 'Kael Voss <hello@kaelvoss.example>',
  to: [`fan${n}@example.com`],
  subject: `Your order #${n}`,
  html: `<p>Order ${n}</p>`,
  text: `Order ${n}`,
  replyTo: 'owner@kaelvoss.example',
  tags: [{ name: 'template', value: 'order_buyer' }],
  ...overrides,
})

describe('mail sandbox: Resend batch API, through the resend client', () => {
  it('sends up to 100 emails in one request and answers their ids in order', async () => {
    const { sandbox, resend } = await startMail()
    const { data, error } = await resend.batch.send([email(1), email(2), email(3)])
    expect(error).toBeNull()
    const ids = data!.data.map((entry) => entry.id)
    expect(ids).toHaveLength(3)
    const stored = sandbox.messages().reverse()
    expect(stored.map((message) => message.id)).toEqual(ids)
    expect(stored[1]).toMatchObject({
      from: 'Kael Voss <hello@kaelvoss.example>',
      to: ['fan2@example.com'],
      reply_to: ['owner@kaelvoss.example'],
      subject: 'Your order #2',
      html: '<p>Order 2</p>',
      text: 'Order 2',
      tags: [{ name: 'template', value: 'order_buyer' }],
      attachments: [],
    })

    const hundred = await resend.batch.send(Array.from({ length: 100 }, (_, n) => email(n)))
    expect(hundred.data?.data).toHaveLength(100)
    const tooMany = await resend.batch.send(Array.from({ length: 101 }, (_, n) => email(n)))
    expect(tooMany.error).toMatchObject({ statusCode: 422, name: 'validation_error' })
    expect(sandbox.messages()).toHaveLength(103)
  })

  it('refuses the whole batch for one invalid email in strict mode, the default', async () => {
    const { sandbox, resend } = await startMail()
    const { data, error } = await resend.batch.send([
      email(1),
      email(2, { to: ['not-an-address'] }),
    ])
    expect(data).toBeNull()
    expect(error).toMatchObject({ statusCode: 422, name: 'validation_error' })
    expect(error!.message).toMatch(/^emails\[1\]: Invalid `to` field/)
    expect(sandbox.messages()).toHaveLength(0)
  })

  it('sends the valid emails and names the others by index in permissive mode', async () => {
    const { sandbox, resend } = await startMail()
    const { data, error } = await resend.batch.send(
      [email(1), email(2, { to: ['not-an-address'] }), email(3)],
      { batchValidation: 'permissive' },
    )
    expect(error).toBeNull()
    expect(data!.data).toHaveLength(2)
    expect(data!.errors).toEqual([{ index: 1, message: expect.stringMatching(/Invalid `to`/) }])
    expect(
      sandbox
        .messages()
        .map((message) => message.to[0])
        .sort(),
    ).toEqual(['fan1@example.com', 'fan3@example.com'])
  })

  it('takes no attachments in a batch', async () => {
    const { sandbox, resend } = await startMail()
    const withFile = {
      ...email(1),
      attachments: [{ filename: 'licence.pdf', content: Buffer.from('%PDF-').toString('base64') }],
    }
    // The client's types leave attachments out of a batch; Resend refuses them if sent anyway.
    const { error } = await resend.batch.send([withFile as ReturnType<typeof email>])
    expect(error).toMatchObject({ statusCode: 422, name: 'validation_error' })
    expect(error!.message).toMatch(/attachments/)
    expect(sandbox.messages()).toHaveLength(0)
  })

  it('answers a repeated Idempotency-Key with the first sending, and 409 for another body', async () => {
    const { sandbox, resend } = await startMail()
    const batch = [email(1), email(2)]
    const first = await resend.batch.send(batch, { idempotencyKey: 'batch-orders-42' })
    const again = await resend.batch.send(batch, { idempotencyKey: 'batch-orders-42' })
    expect(again.data).toEqual(first.data)
    expect(sandbox.messages()).toHaveLength(2)

    const other = await resend.batch.send([email(3)], { idempotencyKey: 'batch-orders-42' })
    expect(other.error).toMatchObject({ statusCode: 409, name: 'invalid_idempotent_request' })
    expect(sandbox.messages()).toHaveLength(2)
  })

  it('counts a batch as one request against two a second, and answers 429 beyond', async () => {
    const { sandbox, resend } = await startMail(2)
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, n) => resend.batch.send([email(n * 10), email(n * 10 + 1)])),
    )
    const refused = answers.filter((answer) => answer.error !== null)
    expect(refused).toHaveLength(1)
    expect(refused[0]!.error).toMatchObject({ statusCode: 429, name: 'rate_limit_exceeded' })
    expect(refused[0]!.headers?.['retry-after']).toBe('1')
    expect(sandbox.messages()).toHaveLength(4)
  })

  it('refuses a wrong key and a body that is not an array of emails', async () => {
    const { origin } = await startMail()
    const wrongKey = await new Resend('re_wrong', { baseUrl: `${origin}/resend` }).batch.send([
      email(1),
    ])
    expect(wrongKey.error).toMatchObject({ statusCode: 403, name: 'invalid_api_key' })
    for (const body of ['{}', '[]', 'not json']) {
      const response = await fetch(`${origin}/resend/emails/batch`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
        body,
      })
      expect(response.status, body).toBe(422)
      expect(await response.json()).toMatchObject({ statusCode: 422, name: 'validation_error' })
    }
  })
})

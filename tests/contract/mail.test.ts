import { describe, expect, it, onTestFinished } from 'vitest'
import { createMailSandbox, type SentMessage } from '../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from './helpers/serve.ts'

const API_KEY = 're_sandbox_contract_key'

/** The sandbox; with room to send faster than Resend allows, except where the limit is tested. */
async function startMail(dataDir = newDataDir(), requestsPerSecond = 1000) {
  const sandbox = createMailSandbox({ dataDir, apiKey: API_KEY, requestsPerSecond })
  const served = await serveApp(sandbox.app)
  onTestFinished(() => served.close())
  return { sandbox, origin: served.origin, dataDir, stop: () => served.close() }
}

function newDataDir(): string {
  const directory = temporaryDirectory('mail-sandbox')
  onTestFinished(() => directory.remove())
  return directory.path
}

/** Sends as the functions do: plain fetch against `{RESEND_API_BASE}/emails`. */
function send(origin: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}/resend/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${API_KEY}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function licenceEmail(overrides: Record<string, unknown> = {}) {
  return {
    from: 'DJ Site <orders@dj.example>',
    to: 'fan@example.com',
    reply_to: 'owner@dj.example',
    subject: 'Your licence for Sunset Edit',
    html: '<h1>Thanks!</h1><p>Your licence is attached.</p><script>alert(1)</script>',
    text: 'Thanks! Your licence is attached.',
    tags: [{ name: 'kind', value: 'licence' }],
    attachments: [
      { filename: 'licence.pdf', content: Buffer.from('%PDF-1.7 test').toString('base64') },
    ],
    ...overrides,
  }
}

async function messagesJson(origin: string): Promise<SentMessage[]> {
  const response = await fetch(`${origin}/_mail/api/messages`)
  return ((await response.json()) as { data: SentMessage[] }).data
}

describe('mail sandbox: Resend API', () => {
  it('answers past two requests a second with 429 rate_limit_exceeded and Retry-After, as Resend', async () => {
    const { origin, sandbox } = await startMail(newDataDir(), 2)
    const body = { from: 'a@kaelvoss.example', to: ['b@example.com'], subject: 'Hi', text: 'x' }
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(origin, body)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429, 429])
    const refused = answers.find((answer) => answer.status === 429)!
    expect(await refused.json()).toMatchObject({ statusCode: 429, name: 'rate_limit_exceeded' })
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('ratelimit-limit')).toBe('2')
    expect(refused.headers.get('ratelimit-remaining')).toBe('0')
    expect(sandbox.messages()).toHaveLength(2)
  })

  it('accepts an email and keeps its full content', async () => {
    const { sandbox, origin } = await startMail()
    const response = await send(origin, licenceEmail())

    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const [message] = await messagesJson(origin)
    expect(message).toMatchObject({
      id,
      from: 'DJ Site <orders@dj.example>',
      to: ['fan@example.com'],
      reply_to: ['owner@dj.example'],
      subject: 'Your licence for Sunset Edit',
      text: 'Thanks! Your licence is attached.',
      tags: [{ name: 'kind', value: 'licence' }],
      attachments: [{ filename: 'licence.pdf', content_type: 'application/pdf', size: 13 }],
    })
    expect(sandbox.messages()).toEqual([message])
  })

  it('rejects a missing key with 401 and a wrong key with 403', async () => {
    const { origin, sandbox } = await startMail()
    const missing = await fetch(`${origin}/resend/emails`, {
      method: 'POST',
      body: JSON.stringify(licenceEmail()),
    })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' })

    const wrong = await send(origin, licenceEmail(), { Authorization: 'Bearer re_wrong' })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toMatchObject({ statusCode: 403, name: 'invalid_api_key' })
    expect(sandbox.messages()).toHaveLength(0)
  })

  it.each([
    ['no recipient', licenceEmail({ to: undefined }), 'missing_required_field', /`to`/],
    ['no subject', licenceEmail({ subject: undefined }), 'missing_required_field', /`subject`/],
    [
      'no body',
      licenceEmail({ html: undefined, text: undefined }),
      'missing_required_field',
      /html/,
    ],
    ['a bad sender', licenceEmail({ from: 'not an address' }), 'validation_error', /`from`/],
    [
      '51 recipients',
      licenceEmail({ to: Array.from({ length: 51 }, (_, i) => `fan${i}@example.com`) }),
      'validation_error',
      /50/,
    ],
    [
      'an attachment without content',
      licenceEmail({ attachments: [{ filename: 'a.pdf' }] }),
      'invalid_attachment',
      /content/,
    ],
    ['a body that is not JSON', '{"from":', 'validation_error', /JSON/],
  ])('rejects %s with 422', async (_case, body, name, message) => {
    const { origin, sandbox } = await startMail()
    const response = await send(origin, body)
    expect(response.status).toBe(422)
    const error = (await response.json()) as { statusCode: number; name: string; message: string }
    expect(error).toMatchObject({ statusCode: 422, name })
    expect(error.message).toMatch(message)
    expect(sandbox.messages()).toHaveLength(0)
  })

  it('sends once per Idempotency-Key', async () => {
    const { origin, sandbox } = await startMail()
    const headers = { 'Idempotency-Key': 'order_123/licence' }
    const first = (await (await send(origin, licenceEmail(), headers)).json()) as { id: string }
    const again = (await (await send(origin, licenceEmail(), headers)).json()) as { id: string }
    expect(again.id).toBe(first.id)

    const conflicting = await send(origin, licenceEmail({ subject: 'Other' }), headers)
    expect(conflicting.status).toBe(409)
    expect(await conflicting.json()).toMatchObject({ name: 'invalid_idempotent_request' })
    expect(sandbox.messages()).toHaveLength(1)
  })

  it('fails the next sends on request, then accepts again', async () => {
    const { origin, sandbox } = await startMail()
    sandbox.failNext(2)
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await send(origin, licenceEmail())
      expect(failed.status).toBe(500)
      expect(await failed.json()).toMatchObject({ statusCode: 500, name: 'application_error' })
    }
    expect((await send(origin, licenceEmail())).status).toBe(200)

    const armed = await fetch(`${origin}/_mail/api/fail-next`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 1, status: 429 }),
    })
    expect(armed.status).toBe(200)
    const limited = await send(origin, licenceEmail())
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ name: 'rate_limit_exceeded' })
    expect((await send(origin, licenceEmail())).status).toBe(200)
    expect(sandbox.messages()).toHaveLength(2)
  })
})

describe('mail sandbox: inbox', () => {
  it('lists messages newest first in HTML and JSON', async () => {
    const { origin } = await startMail()
    await send(origin, licenceEmail({ subject: 'First' }))
    await send(origin, licenceEmail({ subject: 'Second', to: ['a@example.com', 'b@example.com'] }))

    expect((await messagesJson(origin)).map((message) => message.subject)).toEqual([
      'Second',
      'First',
    ])
    const inbox = await fetch(`${origin}/_mail`)
    expect(inbox.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await inbox.text()
    expect(page).toMatch(/<html lang="en">/)
    expect(page).toContain('a@example.com, b@example.com')
    expect(page.indexOf('Second')).toBeGreaterThan(-1)
    expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'))
  })

  it('shows a message with its HTML body sandboxed and its attachments downloadable', async () => {
    const { origin } = await startMail()
    const { id } = (await (await send(origin, licenceEmail())).json()) as { id: string }

    const page = await (await fetch(`${origin}/_mail/${id}`)).text()
    expect(page).toMatch(/<iframe[^>]* sandbox=""[^>]* srcdoc="&lt;h1&gt;Thanks!&lt;\/h1&gt;/)
    expect(page).not.toContain('<script>alert(1)</script>')
    expect(page).toContain('<pre>Thanks! Your licence is attached.</pre>')
    expect(page).toContain('owner@dj.example')
    expect(page).toContain(`href="/_mail/${id}/attachments/0"`)

    const download = await fetch(`${origin}/_mail/${id}/attachments/0`)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toContain('licence.pdf')
    expect(await download.text()).toBe('%PDF-1.7 test')
    expect((await fetch(`${origin}/_mail/${id}/attachments/1`)).status).toBe(404)
  })

  it('keeps messages across a restart until they are cleared', async () => {
    const first = await startMail()
    await send(first.origin, licenceEmail({ subject: 'Before restart' }))
    await first.stop()

    const restarted = await startMail(first.dataDir)
    expect(restarted.sandbox.messages().map((message) => message.subject)).toEqual([
      'Before restart',
    ])
    expect(await (await fetch(`${restarted.origin}/_mail`)).text()).toContain('Before restart')

    const cleared = await fetch(`${restarted.origin}/_mail/api/messages`, { method: 'DELETE' })
    expect(cleared.status).toBe(204)
    expect(await messagesJson(restarted.origin)).toEqual([])
    await restarted.stop()
    expect((await startMail(first.dataDir)).sandbox.messages()).toEqual([])
  })
})

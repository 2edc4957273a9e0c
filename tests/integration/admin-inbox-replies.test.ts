import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageDetail } from '../../functions/_shared/contract/admin/messages.ts'
import type { SentMessage } from '../../platform/mail/types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// Replies from the admin inbox, through the whole platform: stored, queued in the outbox, and
// delivered by the platform's worker to the email sandbox at /_mail.
describe('replies from the admin inbox', () => {
  let p: TestPlatform
  let owner: string

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  const sender = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`

  const submit = async (form: 'contact' | 'bookings', body: object) => {
    const response = await p.call(`site/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const contact = (email: string) =>
    submit('contact', {
      name: 'Alex Rivera',
      email,
      message: 'Do you play vinyl-only sets in small clubs?',
      locale: 'en',
    })

  const admin = async <T>(path: string, init: RequestInit = {}) => {
    const response = await adminCall(p, owner, path, init)
    return { status: response.status, body: (await response.json().catch(() => null)) as T }
  }
  const post = <T>(path: string, body: object) =>
    admin<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('replies by email in the sender’s language and records the reply', async () => {
    const email = sender('reply')
    const id = await submit('bookings', {
      name: 'Festival Team',
      email,
      event_type: 'festival',
      preferred_date: '2027-07-17',
      details: 'Main stage, sunset slot, 90 minutes.',
      locale: 'es',
    })
    const text = 'Hola, el 17 de julio está libre.\n\nTe paso presupuesto: <b>1.200 €</b> & gastos.'

    const { status, body } = await post<{ id: string; queued: boolean }>(`messages/${id}/reply`, {
      body: text,
    })
    expect(status).toBe(201)
    expect(body).toEqual({ id: expect.any(String), queued: true })

    const sent = await waitFor('the reply at /_mail', async () => {
      const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
        data: SentMessage[]
      }
      return data.find((message) => message.to[0] === email && message.subject.startsWith('Re:'))
    })
    expect(sent.subject).toBe('Re: Tu solicitud de booking para el 17 de julio de 2027')
    expect(sent.reply_to).toEqual(['booking@kaelvoss.example'])
    expect(sent.text).toContain('Te paso presupuesto: <b>1.200 €</b> & gastos.')
    expect(sent.html).toContain('Te paso presupuesto: &lt;b&gt;1.200 €&lt;/b&gt; &amp; gastos.')
    expect(sent.html).not.toContain('<b>1.200')
    expect(sent.html).toContain('Kael Voss')

    const [queued] = await p.rows<{ template: string; to_email: string }>('email_outbox', {
      select: 'template,to_email',
      dedupe_key: `eq.reply:${body.id}`,
    })
    expect(queued).toEqual({ template: 'message_reply', to_email: email })

    const detail = await admin<MessageDetail>(`messages/${id}`)
    expect(detail.body.replies).toEqual([
      {
        id: body.id,
        body: text,
        author_email: 'owner@example.com',
        created_at: expect.any(String),
      },
    ])
  })

  it('uses the subject the owner gives, and refuses an empty reply', async () => {
    const email = sender('subject')
    const id = await contact(email)
    const custom = await post<{ id: string }>(`messages/${id}/reply`, {
      body: 'Yes, vinyl only.',
      subject: 'About your question',
    })
    expect(custom.status).toBe(201)
    const [row] = await p.rows<{ subject: string }>('email_outbox', {
      select: 'subject',
      dedupe_key: `eq.reply:${custom.body.id}`,
    })
    expect(row?.subject).toBe('About your question')

    const empty = await post<{ error: { code: string; fields: object } }>(`messages/${id}/reply`, {
      body: '   ',
    })
    expect([empty.status, empty.body.error.fields]).toEqual([422, { body: 'text_too_short' }])
    expect((await admin<MessageDetail>(`messages/${id}`)).body.replies).toHaveLength(1)
  })
})

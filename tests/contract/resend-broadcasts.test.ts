import { Resend } from 'resend'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createMailSandbox, type SentMessage } from '../../platform/mail/index.ts'
import { serveApp, temporaryDirectory } from './helpers/serve.ts'

const API_KEY = 're_sandbox_broadcasts_key'
const FROM = 'Kael Voss <news@kaelvoss.example>'

// The calls the mailing list makes, through the official `resend` client against the sandbox:
// segments (Resend's audiences), contacts, and broadcasts created, sent and read back.
async function startResend(dataDir = newDataDir()) {
  const sandbox = createMailSandbox({ dataDir, apiKey: API_KEY })
  const served = await serveApp(sandbox.app)
  onTestFinished(() => served.close())
  const resend = new Resend(API_KEY, { baseUrl: `${served.origin}/resend` })
  return { sandbox, resend, origin: served.origin, dataDir, close: () => served.close() }
}

function newDataDir(): string {
  const directory = temporaryDirectory('resend-broadcasts')
  onTestFinished(() => directory.remove())
  return directory.path
}

/** A segment with these contacts (subscribed unless listed in `unsubscribed`). */
async function segmentWith(
  resend: Resend,
  name: string,
  emails: string[],
  unsubscribed: string[] = [],
) {
  const { data: segment, error } = await resend.segments.create({ name })
  expect(error).toBeNull()
  for (const email of emails) {
    const created = await resend.contacts.create({
      email,
      unsubscribed: unsubscribed.includes(email),
      segments: [{ id: segment!.id }],
    })
    expect(created.error).toBeNull()
  }
  return segment!.id
}

describe('Resend sandbox: segments and contacts', () => {
  it('creates, reads and lists segments as Resend answers', async () => {
    const { resend } = await startResend()
    const created = await resend.segments.create({ name: 'Fans (en)' })
    expect(created.error).toBeNull()
    expect(created.data).toEqual({ object: 'segment', id: expect.any(String), name: 'Fans (en)' })

    const read = await resend.segments.get(created.data!.id)
    expect(read.data).toMatchObject({ object: 'segment', id: created.data!.id, name: 'Fans (en)' })
    expect(Date.parse(read.data!.created_at)).not.toBeNaN()

    const listed = await resend.segments.list()
    expect(listed.data).toMatchObject({ object: 'list', has_more: false })
    expect(listed.data!.data.map((segment) => segment.id)).toEqual([created.data!.id])
    // `audiences` is the same API under its former name.
    expect((await resend.audiences.get(created.data!.id)).data?.name).toBe('Fans (en)')
  })

  it('keeps one contact per address, in segments, and updates and removes it by id or email', async () => {
    const { resend } = await startResend()
    const segmentId = await segmentWith(resend, 'Fans (es)', ['ana@example.com'])

    const byEmail = await resend.contacts.get({ email: 'ana@example.com' })
    expect(byEmail.data).toMatchObject({
      object: 'contact',
      email: 'ana@example.com',
      unsubscribed: false,
      first_name: null,
      last_name: null,
      properties: {},
    })
    const id = byEmail.data!.id
    // The same address again is the same contact.
    const again = await resend.contacts.create({
      email: 'ana@example.com',
      segments: [{ id: segmentId }],
    })
    expect(again.data).toEqual({ object: 'contact', id })

    const members = await resend.contacts.list({ segmentId })
    expect(members.data?.data.map((contact) => contact.email)).toEqual(['ana@example.com'])

    const updated = await resend.contacts.update({ id, unsubscribed: true })
    expect(updated.data).toEqual({ object: 'contact', id })
    expect((await resend.contacts.get(id)).data?.unsubscribed).toBe(true)

    const other = await resend.segments.create({ name: 'Fans (en)' })
    expect(
      (await resend.contacts.segments.add({ contactId: id, segmentId: other.data!.id })).error,
    ).toBeNull()
    expect(
      (await resend.contacts.segments.remove({ email: 'ana@example.com', segmentId })).error,
    ).toBeNull()
    const segments = await resend.contacts.segments.list({ contactId: id })
    expect(segments.data?.data.map((segment) => segment.id)).toEqual([other.data!.id])

    const removed = await resend.contacts.remove({ email: 'ana@example.com' })
    expect(removed.data).toEqual({ object: 'contact', contact: id, deleted: true })
    const gone = await resend.contacts.get(id)
    expect(gone.error).toMatchObject({ statusCode: 404, name: 'not_found' })
  })

  it('adds a contact through the older audience path the client keeps for `audienceId`', async () => {
    const { resend } = await startResend()
    const { data: segment } = await resend.audiences.create({ name: 'Fans (fr)' })
    const created = await resend.contacts.create({
      audienceId: segment!.id,
      email: 'luc@example.com',
    })
    expect(created.error).toBeNull()
    const read = await resend.contacts.get({ audienceId: segment!.id, email: 'luc@example.com' })
    expect(read.data?.id).toBe(created.data!.id)
  })

  it('refuses what Resend refuses, with its error shape, and changes nothing', async () => {
    const { resend, origin } = await startResend()
    const noEmail = await resend.contacts.create({ email: '', segments: [] })
    expect(noEmail.error).toMatchObject({ statusCode: 422, name: 'missing_required_field' })
    const badEmail = await resend.contacts.create({ email: 'not an address' })
    expect(badEmail.error).toMatchObject({ statusCode: 422, name: 'validation_error' })
    const noSegment = await resend.contacts.create({
      email: 'ana@example.com',
      segments: [{ id: '00000000-0000-4000-8000-000000000000' }],
    })
    expect(noSegment.error).toMatchObject({ statusCode: 404, name: 'not_found' })
    expect((await resend.contacts.list()).data?.data).toEqual([])

    const wrongKey = new Resend('re_wrong', { baseUrl: `${origin}/resend` })
    expect((await wrongKey.segments.list()).error).toMatchObject({
      statusCode: 403,
      name: 'invalid_api_key',
    })
  })

  it('pages through contacts with limit and after', async () => {
    const { resend } = await startResend()
    const emails = ['a@example.com', 'b@example.com', 'c@example.com']
    const segmentId = await segmentWith(resend, 'Fans (de)', emails)
    const first = await resend.contacts.list({ segmentId, limit: 2 })
    expect(first.data).toMatchObject({ has_more: true })
    const last = first.data!.data.at(-1)!.id
    const second = await resend.contacts.list({ segmentId, limit: 2, after: last })
    expect(second.data).toMatchObject({ has_more: false })
    expect([...first.data!.data, ...second.data!.data].map((contact) => contact.email)).toEqual(
      emails,
    )
  })
})

describe('Resend sandbox: broadcasts', () => {
  it('sends a broadcast to the subscribed contacts of its segment, each with RFC 8058 headers', async () => {
    const { resend, sandbox, origin } = await startResend()
    const segmentId = await segmentWith(
      resend,
      'Fans (en)',
      ['ana@example.com', 'ben@example.com', 'gone@example.com'],
      ['gone@example.com'],
    )
    await segmentWith(resend, 'Fans (de)', ['dora@example.com'])

    const draft = await resend.broadcasts.create({
      segmentId,
      from: FROM,
      replyTo: 'hello@kaelvoss.example',
      subject: 'New release: Midnight Circuit',
      html: '<p>Hi {{{contact.first_name|there}}}</p><a href="{{{RESEND_UNSUBSCRIBE_URL}}}">Unsubscribe</a>',
      text: 'Hi. Unsubscribe: {{{RESEND_UNSUBSCRIBE_URL}}}',
      name: 'announcement en',
    })
    expect(draft.error).toBeNull()
    const id = draft.data!.id
    expect((await resend.broadcasts.get(id)).data).toMatchObject({
      object: 'broadcast',
      id,
      name: 'announcement en',
      segment_id: segmentId,
      status: 'draft',
      sent_at: null,
      reply_to: ['hello@kaelvoss.example'],
    })
    expect(sandbox.messages()).toHaveLength(0)

    const sent = await resend.broadcasts.send(id)
    expect(sent.data).toEqual({ id })
    const read = await resend.broadcasts.get(id)
    expect(read.data).toMatchObject({ status: 'sent', sent_at: expect.any(String) })

    const delivered = sandbox.messages()
    expect(delivered.map((message) => message.to[0]).sort()).toEqual([
      'ana@example.com',
      'ben@example.com',
    ])
    for (const message of delivered) {
      expect(message).toMatchObject({
        from: FROM,
        subject: 'New release: Midnight Circuit',
        reply_to: ['hello@kaelvoss.example'],
      })
      const link = unsubscribeLink(message)
      expect(link.startsWith(`${origin}/resend/unsubscribe/`)).toBe(true)
      expect(message.headers['List-Unsubscribe']).toMatch(/^<http[^>]+>, <mailto:[^>]+>$/)
      expect(message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(message.html).toContain('<p>Hi there</p>')
      expect(message.html).toContain(`href="${link}"`)
      expect(message.text).toBe(`Hi. Unsubscribe: ${link}`)
    }
    // Each recipient has a link of their own.
    expect(new Set(delivered.map(unsubscribeLink)).size).toBe(2)

    const again = await resend.broadcasts.send(id)
    expect(again.error).toMatchObject({ statusCode: 422, name: 'validation_error' })
    expect(sandbox.messages()).toHaveLength(2)
  })

  it('creates and sends in one call, and lists broadcasts newest first', async () => {
    const { resend, sandbox } = await startResend()
    const segmentId = await segmentWith(resend, 'Fans (pt)', ['rui@example.com'])
    const first = await resend.broadcasts.create({
      segmentId,
      from: FROM,
      subject: 'One',
      text: 'One',
    })
    const second = await resend.broadcasts.create({
      segmentId,
      from: FROM,
      subject: 'Two',
      text: 'Two',
      send: true,
    })
    expect(second.error).toBeNull()
    expect(sandbox.messages().map((message) => message.subject)).toEqual(['Two'])
    const listed = await resend.broadcasts.list()
    expect(listed.data?.data.map((broadcast) => [broadcast.id, broadcast.status])).toEqual([
      [second.data!.id, 'sent'],
      [first.data!.id, 'draft'],
    ])
  })

  it('one-click unsubscribes through the List-Unsubscribe link, and the next broadcast skips the contact', async () => {
    const { resend, sandbox } = await startResend()
    const segmentId = await segmentWith(resend, 'Fans (es)', ['ana@example.com', 'ben@example.com'])
    await resend.broadcasts.create({
      segmentId,
      from: FROM,
      subject: 'First',
      text: 'x',
      send: true,
    })
    const toAna = sandbox.messages().find((message) => message.to[0] === 'ana@example.com')!
    const link = unsubscribeLink(toAna)

    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Unsubscribe ana@example.com?')
    // A GET (a link scanner, a preview) changes nothing.
    expect((await resend.contacts.get({ email: 'ana@example.com' })).data?.unsubscribed).toBe(false)

    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await resend.contacts.get({ email: 'ana@example.com' })).data?.unsubscribed).toBe(true)

    await resend.broadcasts.create({
      segmentId,
      from: FROM,
      subject: 'Second',
      text: 'y',
      send: true,
    })
    const second = sandbox.messages().filter((message) => message.subject === 'Second')
    expect(second.map((message) => message.to[0])).toEqual(['ben@example.com'])

    const forged = await fetch(`${link.slice(0, -4)}AAAA`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(404)
  })

  it('refuses a broadcast without a segment, sender, subject or body, or with a subject that injects a header', async () => {
    const { resend, sandbox } = await startResend()
    const segmentId = await segmentWith(resend, 'Fans (en)', ['ana@example.com'])
    const cases = [
      [{ from: FROM, subject: 'x', text: 'x' }, 'missing_required_field'],
      [{ segmentId, subject: 'x', text: 'x' }, 'missing_required_field'],
      [{ segmentId, from: FROM, text: 'x' }, 'missing_required_field'],
      [{ segmentId, from: FROM, subject: 'x' }, 'missing_required_field'],
      [
        { segmentId, from: FROM, subject: 'Hi\r\nBcc: all@example.com', text: 'x', send: true },
        'validation_error',
      ],
      [
        { segmentId: '00000000-0000-4000-8000-000000000000', from: FROM, subject: 'x', text: 'x' },
        'not_found',
      ],
    ] as const
    for (const [payload, name] of cases) {
      const { error } = await resend.broadcasts.create(payload as never)
      expect(error, JSON.stringify(payload)).toMatchObject({ name })
    }
    expect(sandbox.messages()).toHaveLength(0)
    expect((await resend.broadcasts.list()).data?.data).toEqual([])
  })

  it('keeps segments, contacts and unsubscribes across a restart', async () => {
    const dataDir = newDataDir()
    const first = await startResend(dataDir)
    const segmentId = await segmentWith(first.resend, 'Fans (en)', ['ana@example.com'])
    await first.resend.broadcasts.create({
      segmentId,
      from: FROM,
      subject: 'Hi',
      text: 'x',
      send: true,
    })
    const link = unsubscribeLink(first.sandbox.messages()[0]!)
    await first.close()

    const second = await startResend(dataDir)
    const moved = link.replace(first.origin, second.origin)
    expect(
      (await fetch(moved, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status,
    ).toBe(200)
    expect((await second.resend.contacts.list({ segmentId })).data?.data).toMatchObject([
      { email: 'ana@example.com', unsubscribed: true },
    ])
  })
})

function unsubscribeLink(message: SentMessage): string {
  const header = message.headers['List-Unsubscribe'] ?? ''
  const link = /<(http[^>]+)>/.exec(header)?.[1]
  if (!link) throw new Error(`No unsubscribe link in ${header}`)
  return link
}

import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SentMessage } from '../../platform/mail/index.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { createScratchDatabase, databaseTargets } from '../helpers/database.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { paymentForm, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// The mailing list through the whole platform, as fans and the owner use it: sign-up, the
// confirmation link, announcements sent as Resend broadcasts to the mail sandbox, the one-click
// unsubscribe, and a fan's export and erasure by emailed link. On the embedded database and on a
// PostgreSQL server.

describe.each(databaseTargets())('the mailing list on $target', ({ target, skip }) => {
  let p: TestPlatform
  let owner: string
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    if (skip) return
    if (target === 'server') {
      const scratch = await createScratchDatabase(String(process.env.TEST_DATABASE_URL), 'mail')
      dropDatabase = scratch.drop
      p = await startTestPlatform({ databaseUrl: scratch.url })
    } else {
      p = await startTestPlatform()
    }
    owner = (await signIn(p, 'owner@example.com')).token
  }, 240_000)
  afterAll(async () => {
    await p?.stop()
    await dropDatabase?.()
  })

  const fan = (label: string) => `${label}-${randomBytes(3).toString('hex')}@example.com`
  const post = (path: string, body: unknown) =>
    p.call(`site/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  /** Every email the sandbox holds, oldest first. */
  const sentMail = async () => {
    const response = await fetch(`${p.url}/_mail/api/messages`)
    return ((await response.json()) as { data: SentMessage[] }).data.reverse()
  }
  const mailTo = async (email: string) => (await sentMail()).filter((m) => m.to.includes(email))
  const waitForMail = (email: string, count = 1) =>
    waitFor(`${count} email(s) to ${email}`, async () => {
      const messages = await mailTo(email)
      return messages.length >= count ? messages : false
    })
  const announce = async (subject: string) => {
    const response = await adminCall(p, owner, 'announcements', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: { es: `${subject} (es)`, en: `${subject} (en)` },
        body: { es: 'Sale el viernes.', en: 'Out on Friday.' },
        send: true,
      }),
    })
    expect(response.status).toBe(201)
    return (await response.json()) as { status: string; recipients: Record<string, number> }
  }

  it.skipIf(skip)(
    'subscribe → confirm → announcement with both unsubscribe headers; one-click leaves',
    async () => {
      const ana = fan('ana')
      const ben = fan('ben')
      expect((await post('subscribe', { email: ana, locale: 'en', website: '' })).status).toBe(202)
      expect((await post('subscribe', { email: ben, locale: 'es' })).status).toBe(202)
      const [confirmation] = await waitForMail(ana)
      expect(confirmation!.subject).toBe('Confirm your subscription to news from Kael Voss')
      await waitForMail(ben)

      // A second sign-up within the hour sends nothing more.
      expect((await post('subscribe', { email: ana, locale: 'en' })).status).toBe(202)
      const token = linkToken(confirmation!)
      const forged = await post('subscription/confirm', { token: `${token.slice(0, -2)}AA` })
      expect(forged.status).toBe(404)
      const confirmed = await post('subscription/confirm', { token })
      expect(confirmed.status).toBe(200)
      expect(await confirmed.json()).toEqual({ status: 'confirmed', email: ana, language: 'en' })
      expect((await post('subscription/confirm', { token })).status).toBe(410)
      expect(await mailTo(ana)).toHaveLength(1)

      const [stored] = await p.rows<{ status: string; consent_text: string; confirmed_at: string }>(
        'subscribers',
        { select: 'status,consent_text,confirmed_at', email: `eq.${ana}` },
      )
      expect(stored).toMatchObject({
        status: 'confirmed',
        consent_text:
          'Yes, email me news of releases and gigs from Kael Voss. I can unsubscribe at any time.',
      })

      const first = await announce('New EP')
      expect(first.status).toBe('sent')
      expect(first.recipients.en).toBeGreaterThanOrEqual(1)
      const [, announcement] = await waitForMail(ana, 2)
      expect(announcement!.subject).toBe('New EP (en)')
      expect(announcement!.text).toContain('Out on Friday.')
      expect(announcement!.headers['List-Unsubscribe']).toMatch(/^<http[^>]+>, <mailto:[^>]+>$/)
      expect(announcement!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      // The unconfirmed fan got the confirmation and nothing else.
      expect((await mailTo(ben)).map((m) => m.subject)).toEqual([
        'Confirma tu suscripción a las novedades de Kael Voss',
      ])

      const link = /<(http[^>]+)>/.exec(announcement!.headers['List-Unsubscribe']!)![1]!
      const oneClick = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.status).toBe(200)

      await announce('Second EP')
      expect((await mailTo(ana)).map((m) => m.subject)).toEqual([
        'Confirm your subscription to news from Kael Voss',
        'New EP (en)',
      ])
      const [left] = await p.rows<{ status: string }>('subscribers', {
        select: 'status',
        email: `eq.${ana}`,
      })
      expect(left!.status).toBe('unsubscribed')
    },
  )

  it.skipIf(skip)(
    'a fan whose announcement bounced, or who signed up with a complaining address, gets nothing more',
    async () => {
      // A fan who confirmed, whose mailbox has since gone: Resend's test address bounces.
      const gone = `bounced+${randomBytes(3).toString('hex')}@resend.dev`
      await p.platform.sql`
        insert into public.subscribers (email, locale, status, source, consent_text, confirmed_at)
        values (${gone}, 'en', 'confirmed', 'form', 'Yes, email me news.', now())`
      const webhookFor = (email: string) =>
        waitFor(`Resend's webhook about ${email}`, async () => {
          const { data } = (await (await fetch(`${p.url}/_mail/api/webhooks`)).json()) as {
            data: { to: string[]; type: string; state: string }[]
          }
          return data.find((entry) => entry.to.includes(email) && entry.state === 'delivered')
        })
      await announce('Tour dates')
      expect((await mailTo(gone)).map((m) => m.subject)).toEqual(['Tour dates (en)'])
      expect(await webhookFor(gone)).toMatchObject({ type: 'email.bounced' })
      const [bounced] = await p.rows<{ status: string }>('subscribers', {
        select: 'status',
        email: `eq.${gone}`,
      })
      expect(bounced!.status).toBe('bounced')

      // Signing up with Resend's complaining address: its confirmation is reported as spam.
      const grumpy = `complained+${randomBytes(3).toString('hex')}@resend.dev`
      expect((await post('subscribe', { email: grumpy, locale: 'es' })).status).toBe(202)
      const [confirmation] = await waitForMail(grumpy)
      expect(await webhookFor(grumpy)).toMatchObject({ type: 'email.complained' })
      const [complained] = await p.rows<{ status: string }>('subscribers', {
        select: 'status',
        email: `eq.${grumpy}`,
      })
      expect(complained!.status).toBe('complained')
      // Its link no longer confirms anything.
      expect((await post('subscription/confirm', { token: linkToken(confirmation!) })).status).toBe(
        404,
      )

      await announce('More tour dates')
      expect((await mailTo(gone)).map((m) => m.subject)).toEqual(['Tour dates (en)'])
      expect(await mailTo(grumpy)).toHaveLength(1)
      const [contact] = await p.rows<{ resend_unsubscribed: boolean }>('subscribers', {
        select: 'resend_unsubscribed',
        email: `eq.${gone}`,
      })
      expect(contact!.resend_unsubscribed).toBe(true)
    },
  )

  it.skipIf(skip)(
    'a draft is read, edited and sent later; what was sent is never changed',
    async () => {
      const call = (path: string, method: string, body?: unknown) =>
        adminCall(p, owner, path, {
          method,
          ...(body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        })
      const fanEmail = fan('fia')
      expect((await post('subscribe', { email: fanEmail, locale: 'fr' })).status).toBe(202)
      const [confirmation] = await waitForMail(fanEmail)
      expect((await post('subscription/confirm', { token: linkToken(confirmation!) })).status).toBe(
        200,
      )

      const created = await call('announcements', 'POST', {
        subject: { es: 'Borrador' },
        body: { es: 'Aún no.' },
      })
      expect(created.status).toBe(201)
      const draft = (await created.json()) as { id: string; status: string; updated_at: string }
      expect(draft.status).toBe('draft')
      expect(await mailTo(fanEmail)).toHaveLength(1)

      const read = await call(`announcements/${draft.id}`, 'GET')
      expect(await read.json()).toMatchObject({ id: draft.id, subject: { es: 'Borrador' } })

      const edited = await call(`announcements/${draft.id}`, 'PATCH', {
        subject: { es: 'Nuevo single', fr: 'Nouveau single' },
        body: { es: 'Sale el viernes.', fr: 'Sortie vendredi.' },
      })
      expect(edited.status).toBe(200)
      expect(await edited.json()).toMatchObject({
        status: 'draft',
        subject: { es: 'Nuevo single', fr: 'Nouveau single' },
      })
      // Hostile edits: a subject that would inject a header, no Spanish, an unknown field.
      for (const hostile of [
        { subject: { es: 'Hola\r\nBcc: all@example.com' }, body: { es: 'x' } },
        { subject: { fr: 'Salut' }, body: { fr: 'x' } },
        { subject: { es: 'Hola' }, body: { es: 'x' }, status: 'sent' },
      ]) {
        const refused = await call(`announcements/${draft.id}`, 'PATCH', hostile)
        expect(refused.status).toBe(422)
        expect((await refused.json()).error.code).toBe('validation_failed')
      }
      expect(
        (
          await call(`announcements/${randomUUID()}`, 'PATCH', {
            subject: { es: 'a' },
            body: { es: 'b' },
          })
        ).status,
      ).toBe(404)
      expect((await call('announcements/not-an-id', 'GET')).status).toBe(404)

      const sent = await call(`announcements/${draft.id}`, 'PATCH', {
        subject: { es: 'Nuevo single', fr: 'Nouveau single !' },
        body: { es: 'Sale el viernes.', fr: 'Sortie vendredi.' },
        send: true,
      })
      expect(sent.status).toBe(200)
      expect(await sent.json()).toMatchObject({
        status: 'sent',
        subject: { fr: 'Nouveau single !' },
      })
      const [, received] = await waitForMail(fanEmail, 2)
      expect(received!.subject).toBe('Nouveau single !')
      expect(received!.text).toContain('Sortie vendredi.')

      for (const [method, body] of [
        ['PATCH', { subject: { es: 'Otra cosa' }, body: { es: 'x' } }],
        ['DELETE', undefined],
      ] as const) {
        const refused = await call(`announcements/${draft.id}`, method, body)
        expect(refused.status).toBe(409)
        expect(await refused.json()).toEqual({
          error: {
            code: 'announcement_already_sent',
            message: 'This announcement has been sent: it can no longer be changed.',
          },
        })
      }
      const kept = (await (await call(`announcements/${draft.id}`, 'GET')).json()) as {
        subject: Record<string, string>
      }
      expect(kept.subject.es).toBe('Nuevo single')

      const other = (await (
        await call('announcements', 'POST', { subject: { es: 'Tirar' }, body: { es: 'x' } })
      ).json()) as { id: string }
      expect((await call(`announcements/${other.id}`, 'DELETE')).status).toBe(204)
      expect((await call(`announcements/${other.id}`, 'GET')).status).toBe(404)
    },
  )

  it.skipIf(skip)(
    'asks a buyer who ticked Checkout’s promotions box to confirm, after payment',
    async () => {
      const buy = async (email: string, promotions: boolean) => {
        const checkout = await post('checkout', {
          items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
          email,
          name: 'Dora Fan',
          locale: 'de',
        })
        expect(checkout.status).toBe(201)
        const { url } = (await checkout.json()) as { url: string }
        const session = await p.stripe.checkout.sessions.retrieve(url.split('/').at(-1)!)
        expect(session.consent_collection?.promotions).toBe('auto')
        const form = paymentForm({ shipping: false })
        if (promotions) form.set('promotions', 'opt_in')
        const paid = await fetch(`${url}/pay`, { method: 'POST', body: form, redirect: 'manual' })
        expect(paid.status).toBe(303)
        await p.delivered(session.id, 'checkout.session.completed')
        return p.stripe.checkout.sessions.retrieve(session.id)
      }
      const dora = fan('dora')
      const optedIn = await buy(dora, true)
      // Checkout requires the licence terms too (paymentForm ticks them).
      expect(optedIn.consent).toEqual({ promotions: 'opt_in', terms_of_service: 'accepted' })
      await waitFor('the confirmation after payment', async () =>
        (await mailTo(dora)).find(
          (m) => m.subject === 'Bestätige dein Abo der Neuigkeiten von Kael Voss',
        ),
      )
      const [pending] = await p.rows<{ status: string; source: string; consent_text: string }>(
        'subscribers',
        { select: 'status,source,consent_text', email: `eq.${dora}` },
      )
      expect(pending).toMatchObject({ status: 'pending', source: 'checkout' })
      expect(pending!.consent_text).toMatch(
        /^Kästchen „Neuigkeiten und Angebote per E-Mail“ bei Stripe Checkout/,
      )

      const emil = fan('emil')
      const optedOut = await buy(emil, false)
      expect(optedOut.consent).toEqual({ promotions: 'opt_out', terms_of_service: 'accepted' })
      expect(await p.rows('subscribers', { select: 'id', email: `eq.${emil}` })).toEqual([])
    },
  )

  it.skipIf(skip)(
    'exports and erases a fan’s data by an emailed link, and tells the owner',
    async () => {
      const lia = fan('lia')
      expect((await post('subscribe', { email: lia, locale: 'fr' })).status).toBe(202)
      const [confirmation] = await waitForMail(lia)
      expect((await post('subscription/confirm', { token: linkToken(confirmation!) })).status).toBe(
        200,
      )
      const contact = await post('contact', {
        name: 'Lia',
        email: lia,
        message: 'Une question sur le prochain concert.',
        locale: 'fr',
      })
      expect(contact.status).toBe(201)

      // Someone the site knows nothing about gets no email, and the same answer.
      const stranger = fan('stranger')
      expect((await post('subscription/link', { email: stranger, locale: 'fr' })).status).toBe(202)
      expect((await post('subscription/link', { email: lia, locale: 'fr' })).status).toBe(202)
      const manage = await waitFor('the manage link', async () =>
        (await mailTo(lia)).find(
          (m) => m.subject === 'Votre abonnement et vos données chez Kael Voss',
        ),
      )
      const token = linkToken(manage)

      const exported = await post('subscription/export', { token })
      expect(exported.status).toBe(200)
      expect(exported.headers.get('content-disposition')).toContain('attachment')
      const data = (await exported.json()) as {
        subscription: { status: string; language: string }
        messages: { message: string }[]
        orders: unknown[]
      }
      expect(data.subscription).toMatchObject({ status: 'confirmed', language: 'fr' })
      expect(data.messages.map((m) => m.message)).toEqual(['Une question sur le prochain concert.'])

      const erased = await post('subscription/erase', { token })
      expect(erased.status).toBe(200)
      expect(await erased.json()).toEqual({ erased: true, orders: 0, messages: 1 })
      expect((await post('subscription/erase', { token })).status).toBe(404)
      expect(await p.rows('subscribers', { select: 'id', email: `eq.${lia}` })).toEqual([])
      expect(await p.rows('messages', { select: 'id', email: `eq.${lia}` })).toEqual([])
      await waitFor('the owner’s notice', async () =>
        (await sentMail()).find(
          (m) => m.to.includes('owner@example.com') && m.subject === 'Un fan ha borrado sus datos',
        ),
      )
      expect(await mailTo(stranger)).toEqual([])
    },
  )
})

/** The token in an email's link (it travels in the fragment). */
function linkToken(message: SentMessage): string {
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(message.text ?? '')?.[1]
  if (!token) throw new Error(`No link token in “${message.subject}”`)
  return token
}

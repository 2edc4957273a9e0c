import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Calendar } from '../../functions/_shared/contract/admin/calendar.ts'
import type { MessageDetail } from '../../functions/_shared/contract/admin/messages.ts'
import { OfferView, PaymentPage } from '../../functions/_shared/contract/site/offers.ts'
import { expectPublishedStripeTypes } from '../contract/helpers/stripe-published-types.ts'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { databaseTargets } from '../helpers/database.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import {
  attachment,
  daysFromToday,
  emailsLike,
  icsLines,
  json,
  pdfText,
  platformOn,
  runEmailJob,
  uniqueEmail,
} from './helpers/bookings.ts'
import { pay, sessionIdOf, type TestPlatform } from './helpers/platform.ts'

// A show that closes on the site, through the whole platform (admin, site, the Stripe sandbox and
// its signed webhooks, the outbox) on the embedded database and on a PostgreSQL server: the owner
// quotes, the organiser gets the offer by email, signs it, pays the deposit; the booking is
// confirmed and the date held; both sides get the signed contract and a calendar entry; the
// balance is reminded and paid; a deposit paid on a withdrawn offer is refunded and the owner told.

describe.each(databaseTargets())('show offers on $target', ({ target, skip }) => {
  let p: TestPlatform
  let drop: (() => Promise<void>) | undefined
  let owner: string

  beforeAll(async () => {
    if (skip) return
    ;({ p, drop } = await platformOn(target, 'offers'))
    owner = (await signIn(p, 'owner@example.com')).token
  }, 240_000)
  afterAll(async () => {
    // The sandbox's answers to these flows' calls, and its events, as stripe-node types them.
    try {
      if (p) await expectPublishedStripeTypes(p.stripeTraffic)
    } finally {
      await p?.stop()
      await drop?.()
    }
  })

  /** A booking request from an organiser, as the site's form sends it. */
  const request = async (email: string, date: string) => {
    const response = await p.call(
      'site/bookings',
      json({
        name: 'Noor Festival GmbH',
        email,
        event_type: 'festival',
        preferred_date: date,
        details: 'Main stage, closing set. 8,000 people expected.',
        location: 'Berlin, Tempelhof',
        set_hours: 2,
        locale: 'en',
      }),
    )
    expect(response.status, await response.clone().text()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const quote = async (id: string, body: object = {}) => {
    const response = await adminCall(
      p,
      owner,
      `messages/${id}/booking-status`,
      json({
        status: 'quoted',
        quote_cents: 150_000,
        set_start: '23:00',
        set_end: '01:00',
        time_zone: 'Europe/Berlin',
        travel_terms: 'Return flights and one hotel night, booked and paid by the organiser.',
        ...body,
      }),
    )
    expect(response.status, await response.clone().text()).toBe(200)
    return (await response.json()) as MessageDetail
  }
  /** The offer's link from the email the organiser got. */
  const offerToken = async (email: string) => {
    const [sent] = (await emailsLike(p, 'offer:%:sent')).filter((mail) => mail.to_email === email)
    expect(sent?.subject).toMatch(/^Your offer: Festival performance on /)
    const link = /\/offer\/([A-Za-z0-9_-]{43})/.exec(sent!.text_body)
    expect(link, sent?.text_body).not.toBeNull()
    return link![1]!
  }
  const offer = (token: string) => p.call(`site/offers/${token}`)
  const accept = (
    token: string,
    body: object = { signer_name: 'Noor Al-Hassan', accept_terms: true },
  ) => p.call(`site/offers/${token}/accept`, json(body))

  it.skipIf(skip)(
    'quote → offer email → sign → deposit → confirmed, with the contract and the date held',
    async () => {
      const email = uniqueEmail('noor')
      const date = daysFromToday(60)
      const id = await request(email, date)
      await quote(id)
      const token = await offerToken(email)

      const opened = await offer(token)
      expect(opened.status).toBe(200)
      expect(opened.headers.get('cache-control')).toContain('no-store')
      const view = OfferView.parse(await opened.json())
      expect(view).toMatchObject({
        state: 'open',
        locale: 'en',
        organiser: { name: 'Noor Festival GmbH', email },
        event: {
          type: 'festival',
          date,
          location: 'Berlin, Tempelhof',
          time_zone: 'Europe/Berlin',
        },
        // 30 % by default, from the settings.
        money: {
          currency: 'EUR',
          fee_cents: 150_000,
          deposit_percent: 30,
          deposit_cents: 45_000,
          balance_cents: 105_000,
        },
        travel_terms: 'Return flights and one hotel night, booked and paid by the organiser.',
        signature: null,
        payable: null,
      })
      expect(view.contract_terms).toContain('1. Performance.')
      // 23:00 in Berlin on the event's day, to 01:00 the next morning.
      const start = new Date(view.event.set_starts_at!)
      expect(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Berlin',
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(start),
      ).toBe(`${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}, 23:00`)
      expect(Date.parse(view.event.set_ends_at!) - start.getTime()).toBe(2 * 3_600_000)

      // Signing needs the acceptance ticked and a name.
      const unticked = await accept(token, { signer_name: 'Noor Al-Hassan', accept_terms: false })
      expect(unticked.status).toBe(422)
      expect(await unticked.json()).toMatchObject({
        error: { code: 'validation_failed', fields: { accept_terms: 'terms_not_accepted' } },
      })

      const signed = await accept(token)
      expect(signed.status, await signed.clone().text()).toBe(200)
      const { url } = PaymentPage.parse(await signed.json())
      // Accepting again (a double click, a second tab) gives the same Checkout Session.
      const again = PaymentPage.parse(
        await (await accept(token, { signer_name: 'Someone Else', accept_terms: true })).json(),
      )
      expect(again.url).toBe(url)
      const session = await p.stripe.checkout.sessions.retrieve(sessionIdOf(url))
      expect(session).toMatchObject({
        amount_total: 45_000,
        currency: 'eur',
        customer_email: email,
        metadata: { kind: 'show_deposit' },
      })
      const signedView = OfferView.parse(await (await offer(token)).json())
      expect(signedView).toMatchObject({
        state: 'signed',
        payable: 'deposit',
        signature: { signer_name: 'Noor Al-Hassan' },
      })

      await pay(url, { shipping: false })
      await p.delivered(sessionIdOf(url), 'checkout.session.completed')
      const confirmed = await waitFor('the offer to be confirmed', async () => {
        const current = OfferView.parse(await (await offer(token)).json())
        return current.state === 'confirmed' && current
      })
      expect(confirmed.payable).toBe('balance')
      expect(confirmed.money.deposit_paid_at).not.toBeNull()
      const detail = (await (await adminCall(p, owner, `messages/${id}`)).json()) as MessageDetail
      expect(detail.booking?.status).toBe('confirmed')

      // Both sides: the signed contract and the calendar entry.
      const [organiserMail] = await emailsLike(p, `offer:%:confirmed`).then((all) =>
        all.filter((mail) => mail.to_email === email),
      )
      const [ownerMail] = await emailsLike(p, `offer:%:confirmed:owner`).then((all) =>
        all.filter((mail) => mail.subject.includes('Noor Festival GmbH')),
      )
      expect(organiserMail?.subject).toMatch(/^Confirmed: Festival performance on /)
      expect(ownerMail?.to_email).toBe('owner@example.com')
      const pdf = attachment(organiserMail, 'application/pdf')
      expect(attachment(ownerMail, 'application/pdf').content_base64).toBe(pdf.content_base64)
      const text = await pdfText(pdf.content_base64)
      expect(text).toContain('Performance contract')
      expect(text).toContain('Noor Festival GmbH')
      expect(text).toContain(email)
      expect(text).toContain('€1,500')
      expect(text).toContain('€450 (30 %), on signing')
      expect(text).toContain('€1,050')
      expect(text).toContain('Return flights and one hotel night')
      expect(text).toContain('Signed electronically by Noor Al-Hassan')
      expect(text).toMatch(
        /Countersigned by .+: sending this offer on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\)/,
      )
      expect(text).toContain('Audit trail')
      expect(text).toMatch(/Network address\s+(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/)
      // The document's SHA-256 as the page showed it, in groups of 16.
      expect(text.replace(/\s+/g, '')).toContain(view.document_sha256)
      expect(text).not.toContain('Someone Else')

      const ics = icsLines(attachment(organiserMail, 'text/calendar').content_base64)
      expect(ics[0]).toBe('BEGIN:VCALENDAR')
      expect(ics).toContain(
        `DTSTART:${view.event.set_starts_at!.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
      )
      expect(ics).toContain('STATUS:CONFIRMED')
      expect(ics).toContain('LOCATION:Berlin\\, Tempelhof')
      expect(ics.find((line) => line.startsWith('UID:'))).toMatch(/^UID:offer-[0-9a-f-]{36}@/)

      // The contract stays at its link for the organiser.
      const contract = await p.call(`site/offers/${token}/contract.pdf`)
      expect(contract.status).toBe(200)
      expect(contract.headers.get('content-type')).toBe('application/pdf')

      // The date is held: no other request for it, and the site's calendar says so.
      const clash = await p.call(
        'site/bookings',
        json({
          name: 'Other Promoter',
          email: uniqueEmail('other'),
          event_type: 'club',
          preferred_date: date,
          details: 'Another night the same day, please.',
          locale: 'en',
        }),
      )
      expect(clash.status).toBe(422)
      expect(await clash.json()).toMatchObject({
        error: { fields: { preferred_date: 'date_blocked' } },
      })
      const settings = (await (await p.call('site/settings')).json()) as { blocked_dates: string[] }
      expect(settings.blocked_dates).toContain(date)

      // Accepting a confirmed offer pays nothing twice.
      const late = await accept(token)
      expect(late.status).toBe(409)
      expect(await late.json()).toMatchObject({ error: { code: 'already_paid' } })
    },
  )

  it.skipIf(skip)('reminds of the balance when it falls due, once, and takes it', async () => {
    const email = uniqueEmail('balance')
    const id = await request(email, daysFromToday(10))
    await quote(id, { quote_cents: 100_000, deposit_percent: 50 })
    const token = await offerToken(email)
    const { url } = PaymentPage.parse(
      await (await accept(token, { signer_name: 'Bea Balance', accept_terms: true })).json(),
    )
    await pay(url, { shipping: false })
    await p.delivered(sessionIdOf(url), 'checkout.session.completed')
    await waitFor(
      'the deposit',
      async () => OfferView.parse(await (await offer(token)).json()).state === 'confirmed',
    )

    // Ten days out: the first reminder (14 days by default), not the last (3 days).
    for (const _ of [1, 2]) expect((await runEmailJob(p)).status).toBe(200)
    const reminders = (await emailsLike(p, 'offer:%:balance-reminder:%')).filter(
      (mail) => mail.to_email === email,
    )
    expect(reminders.map((mail) => mail.dedupe_key.split(':').at(-1))).toEqual(['1'])
    expect(reminders[0]?.subject).toMatch(/^Balance due by /)
    expect(reminders[0]?.text_body).toContain(`/offer/${token}#pay`)
    expect(reminders[0]?.text_body).toContain('€500')

    const calendar = Calendar.parse(await (await adminCall(p, owner, 'calendar')).json())
    const entry = calendar.items.find((item) => item.message_id === id)
    expect(entry?.money).toMatchObject({
      total_cents: 100_000,
      paid_cents: 50_000,
      deposit: 'paid',
      balance: 'due',
    })
    expect(calendar.money_due.total_cents).toBeGreaterThanOrEqual(50_000)

    const balance = await p.call(`site/offers/${token}/balance`, { method: 'POST' })
    expect(balance.status, await balance.clone().text()).toBe(200)
    const page = PaymentPage.parse(await balance.json())
    expect((await p.stripe.checkout.sessions.retrieve(sessionIdOf(page.url))).amount_total).toBe(
      50_000,
    )
    await pay(page.url, { shipping: false })
    await p.delivered(sessionIdOf(page.url), 'checkout.session.completed')
    const paid = await waitFor('the balance', async () => {
      const current = OfferView.parse(await (await offer(token)).json())
      return current.money.balance_paid_at !== null && current
    })
    expect(paid.payable).toBeNull()
    const receipts = (await emailsLike(p, 'offer:%:balance-paid%')).map((mail) => mail.to_email)
    expect(receipts).toEqual(expect.arrayContaining([email, 'owner@example.com']))
    const after = Calendar.parse(await (await adminCall(p, owner, 'calendar')).json())
    expect(after.items.find((item) => item.message_id === id)?.money).toMatchObject({
      paid_cents: 100_000,
      balance: 'paid',
    })
    // Paid: no more reminders, and no second balance.
    expect((await p.call(`site/offers/${token}/balance`, { method: 'POST' })).status).toBe(409)
  })

  it.skipIf(skip)(
    'refunds a deposit paid after the offer was withdrawn, and tells the owner',
    async () => {
      const email = uniqueEmail('withdrawn')
      const id = await request(email, daysFromToday(90))
      await quote(id)
      const token = await offerToken(email)
      const { url } = PaymentPage.parse(
        await (await accept(token, { signer_name: 'Wanda Late', accept_terms: true })).json(),
      )
      const withdrawn = await adminCall(p, owner, `messages/${id}/offer/withdraw`, {
        method: 'POST',
      })
      expect(withdrawn.status).toBe(200)
      // The page says so, and no new payment can start.
      expect(await (await offer(token)).json()).toMatchObject({
        error: { code: 'offer_withdrawn' },
      })
      expect((await accept(token)).status).toBe(410)
      // The organiser is told, once, in their language (the request was in English).
      const told = (await emailsLike(p, 'offer:%:withdrawn')).filter(
        (mail) => mail.to_email === email,
      )
      expect(told.map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Offer withdrawn: Festival performance on \d+ \w+ \d{4}$/),
      ])
      expect(told[0]?.text_body).toContain('refunded in full automatically')
      expect(
        (await adminCall(p, owner, `messages/${id}/offer/withdraw`, { method: 'POST' })).status,
      ).toBe(409)

      // The organiser had the Checkout page open and pays anyway.
      await pay(url, { shipping: false })
      const sessionId = sessionIdOf(url)
      await p.delivered(sessionId, 'checkout.session.completed')
      const kept = await waitFor('the refund', async () => {
        const [row] = await p.rows<{
          id: string
          reason: string
          refund_status: string
          amount_cents: number
        }>('unmatched_payments', {
          select: 'id,reason,refund_status,amount_cents',
          stripe_checkout_session_id: `eq.${sessionId}`,
        })
        return row?.refund_status === 'refunded' && row
      })
      expect(kept).toMatchObject({ reason: 'offer_closed', amount_cents: 45_000 })
      const notices = await emailsLike(p, `unmatched:${kept.id}:%`)
      expect(notices.map((mail) => mail.to_email).sort()).toEqual(
        [email, 'owner@example.com'].sort(),
      )
      expect(notices.find((mail) => mail.to_email === 'owner@example.com')?.text_body).toContain(
        sessionId,
      )
      const detail = (await (await adminCall(p, owner, `messages/${id}`)).json()) as MessageDetail
      expect(detail.booking?.status).toBe('quoted')
    },
  )

  it.skipIf(skip)('refunds a deposit paid once the offer has expired', async () => {
    const email = uniqueEmail('expiring')
    const id = await request(email, daysFromToday(100))
    await quote(id)
    const token = await offerToken(email)
    const { url } = PaymentPage.parse(
      await (await accept(token, { signer_name: 'Eli Expired', accept_terms: true })).json(),
    )
    // The offer's last day passes while the organiser's payment page is still open.
    await p.platform.sql`
      update public.show_offers set expires_at = now() - interval '1 minute' where token = ${token}`
    await pay(url, { shipping: false })
    const sessionId = sessionIdOf(url)
    await p.delivered(sessionId, 'checkout.session.completed')
    const kept = await waitFor('the refund', async () => {
      const [row] = await p.rows<{ reason: string; refund_status: string }>('unmatched_payments', {
        select: 'reason,refund_status',
        stripe_checkout_session_id: `eq.${sessionId}`,
      })
      return row?.refund_status === 'refunded' && row
    })
    expect(kept.reason).toBe('offer_closed')
    const detail = (await (await adminCall(p, owner, `messages/${id}`)).json()) as MessageDetail
    expect(detail.booking?.status).toBe('quoted')
    expect(detail.booking?.offer?.state).toBe('expired')
  })

  it.skipIf(skip)('answers unknown links 404 and expired offers 410, as JSON', async () => {
    const unknown = await offer('A'.repeat(43))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: 'offer_not_found' } })
    expect((await offer('not-a-token')).status).toBe(404)
    expect(
      (
        await p.call(
          `site/offers/${'B'.repeat(43)}/accept`,
          json({ signer_name: 'X Y', accept_terms: true }),
        )
      ).status,
    ).toBe(404)

    const email = uniqueEmail('expired')
    await quote(await request(email, daysFromToday(40)))
    const token = await offerToken(email)
    await p.platform
      .sql`update public.show_offers set expires_at = now() - interval '1 minute' where token = ${token}`
    const expired = await offer(token)
    expect(expired.status).toBe(410)
    expect(await expired.json()).toMatchObject({ error: { code: 'offer_expired' } })
    expect((await accept(token)).status).toBe(410)
  })
})

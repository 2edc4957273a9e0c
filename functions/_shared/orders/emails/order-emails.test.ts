import { describe, expect, it } from 'vitest'
import { buyerEmail } from './buyer-email.ts'
import { ownerEmail } from './owner-email.ts'
import type { OrderEmailContext, SoldOrder } from './sold-order.ts'

const context: OrderEmailContext = {
  brandName: 'Kael Voss',
  contactEmail: 'booking@kaelvoss.example',
  ownerEmail: 'owner@example.com',
  ownerLocale: 'es',
  downloadsPerLicence: 5,
  siteUrl: 'https://kaelvoss.example',
}

const order: SoldOrder = {
  id: '0b0e5f0c-1a7f-4a4c-9d6a-3c1c2b2f8e10',
  number: 1001,
  locale: 'en',
  name: 'Alex <Fan>',
  email: 'alex@example.com',
  currency: 'EUR',
  totalCents: 12800,
  licences: [
    {
      title: 'Midnight Circuit',
      artist: 'Kael Voss',
      licence: 'commercial',
      number: 'KV-2026-7F3K9Q2M',
      downloadUrl: 'https://p.example/functions/v1/site/downloads/g1?token=abc',
      certificateUrl: 'https://p.example/functions/v1/site/licences/KV-2026-7F3K9Q2M/pdf?token=abc',
    },
  ],
  gear: [{ title: 'KV-1 Studio Headphones', quantity: 1, unitPriceCents: 2900 }],
  shippingAddress: {
    name: 'Alex Fan',
    line1: 'Kastanienallee 1',
    line2: null,
    city: 'Berlin',
    postal_code: '10435',
    state: null,
    country: 'DE',
  },
}

describe('the buyer email', () => {
  it('leads to the buyer library, in the order’s language', () => {
    const english = buyerEmail(order, context)
    expect(english.html).toMatch(
      /<a href="https:\/\/kaelvoss\.example\/library\?lng=en" style="[^"]*">Your library: get your downloads again any time<\/a>/,
    )
    expect(english.text).toContain(
      'Your library: get your downloads again any time\nhttps://kaelvoss.example/library?lng=en',
    )
    const german = buyerEmail({ ...order, locale: 'de', licences: [] }, context)
    expect(german.text).toContain('https://kaelvoss.example/library?lng=de')
    expect(german.text).toContain('Deine Bibliothek')
  })

  it('links each download and certificate, and says where the gear goes', () => {
    const email = buyerEmail(order, context)
    expect(email).toMatchObject({
      dedupeKey: `order:${order.id}:buyer`,
      to: 'alex@example.com',
      replyTo: 'booking@kaelvoss.example',
      subject: 'Order #1001: your downloads and licences',
    })
    for (const body of [email.html, email.text]) {
      expect(body).toContain('KV-2026-7F3K9Q2M')
      expect(body).toContain('Kastanienallee 1')
      expect(body).toContain('Germany')
      expect(body).toContain('€128.00')
    }
    expect(email.html).toContain(
      'href="https://p.example/functions/v1/site/downloads/g1?token=abc"',
    )
    expect(email.text).toContain(
      'https://p.example/functions/v1/site/licences/KV-2026-7F3K9Q2M/pdf?token=abc',
    )
    expect(email.text).toContain('download each track 5 times')
  })

  it('escapes what the buyer typed', () => {
    const email = buyerEmail(order, context)
    expect(email.html).toContain('Alex &lt;Fan&gt;')
    expect(email.html).not.toContain('Alex <Fan>')
  })

  it('speaks the order’s language', () => {
    const email = buyerEmail({ ...order, locale: 'de' }, context)
    expect(email.subject).toBe('Bestellung Nr. 1001: deine Downloads und Lizenzen')
    expect(email.html).toContain('lang="de"')
    expect(email.text).toContain('Deutschland')
    expect(email.text).toContain('128,00')
  })

  it('talks about shipping, not downloads, for gear alone', () => {
    const email = buyerEmail({ ...order, licences: [] }, context)
    expect(email.subject).toBe('Order #1001 confirmed')
    expect(email.text).not.toContain('Download MP3')
    expect(email.text).toContain('ship it to')
  })
})

describe('the owner’s sale notice', () => {
  it('goes to the owner with the buyer, the items and the address', () => {
    const email = ownerEmail(order, context)
    expect(email.dedupeKey).toBe(`order:${order.id}:owner`)
    expect(email.to).toBe('owner@example.com')
    expect(email.replyTo).toBe('alex@example.com')
    expect(email.subject).toContain('1001')
    expect(email.text).toContain('Midnight Circuit')
    expect(email.text).toContain('KV-2026-7F3K9Q2M')
    expect(email.text).toContain('Kastanienallee 1')
  })

  it('is written in the owner’s language, whatever the buyer’s', () => {
    const email = ownerEmail({ ...order, locale: 'fr' }, { ...context, ownerLocale: 'de' })
    expect(email.subject).toMatch(/^Neuer Verkauf: Bestellung Nr\. 1001 /)
    expect(email.html).toContain('lang="de"')
  })
})

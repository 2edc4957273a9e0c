import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../contract/forms.ts'
import { messageReply } from './reply.ts'
import { REPLY_TEXTS } from './reply-texts.ts'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the reply email', () => {
  const context = { locale: 'en' as const, brandName: 'Kael Voss' }

  it('names what it answers in the subject, in the sender’s language', () => {
    const subject = (
      locale: (typeof LOCALES)[number],
      topic: Parameters<typeof messageReply>[1]['topic'],
    ) =>
      messageReply({ locale, brandName: 'Kael Voss' }, { body: 'Hi', topic, sentOn: '2026-11-20' })
        .subject
    expect(subject('en', { kind: 'contact' })).toBe('Re: Your message')
    expect(subject('es', { kind: 'booking', date: '2027-05-08' })).toBe(
      'Re: Tu solicitud de booking para el 8 de mayo de 2027',
    )
    expect(subject('de', { kind: 'enquiry', service: 'mix_master' })).toBe(
      'Re: Ihre Anfrage (Mixing + Mastering)',
    )
    for (const locale of LOCALES) expect(subject(locale, { kind: 'contact' })).toMatch(/^Re: /)
  })

  it('uses the owner’s subject when given, on one line', () => {
    const email = messageReply(context, {
      body: 'Hi',
      subject: 'Your\nset on Saturday',
      topic: { kind: 'contact' },
      sentOn: '2026-11-20',
    })
    expect(email.subject).toBe('Your set on Saturday')
  })

  it('escapes the owner’s text in the HTML, keeping paragraphs and line breaks', () => {
    const email = messageReply(context, {
      body: 'Hi <b>Alex</b> & team,\nline two\n\n<script>alert(1)</script>',
      topic: { kind: 'contact' },
      sentOn: '2026-11-20',
    })
    expect(email.html).toContain('Hi &lt;b&gt;Alex&lt;/b&gt; &amp; team,<br>line two</p>')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(email.html).not.toContain('<script>')
    expect(email.text).toContain('Hi <b>Alex</b> & team,\nline two\n\n<script>alert(1)</script>')
    expect(email.text).toContain(
      'This is my reply to the message you sent on 20 November 2026 through the Kael Voss website.',
    )
    expect(email.html).toContain('<html lang="en">')
  })

  it('has every string in all five languages, with the same placeholders', () => {
    expect(Object.keys(REPLY_TEXTS).sort()).toEqual([...LOCALES].sort())
    const reference = REPLY_TEXTS.es
    for (const locale of LOCALES) {
      const strings = REPLY_TEXTS[locale]
      expect(Object.keys(strings).sort(), locale).toEqual(Object.keys(reference).sort())
      for (const [key, text] of Object.entries(strings)) {
        expect(placeholders(text), `${locale}.${key}`).toEqual(
          placeholders(reference[key as keyof typeof reference]),
        )
      }
    }
    expect(new Set(LOCALES.map((locale) => REPLY_TEXTS[locale].context)).size).toBe(5)
  })
})

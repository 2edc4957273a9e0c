import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../contract/helpers/wait-for.ts'
import { adminCall, signIn } from './helpers/admin.ts'
import { pay, sessionIdOf, startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type Mail = { to: string[]; subject: string; text: string | null }

/**
 * The owner's notices follow the language the owner chose in the admin (issue 31): the panel's
 * language switch saves it as settings.owner_locale, and every notice after that (a sale, a
 * message) reads in it, whatever language the buyer or sender used.
 */
describe('the language of the owner’s notices', () => {
  let p: TestPlatform
  let owner: string
  const seen = new Set<string>()

  const chooseLanguage = async (locale: string) => {
    const response = await adminCall(p, owner, 'settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner_locale: locale }),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { owner_locale: string }).owner_locale).toBe(locale)
  }
  /** The first email not seen before whose subject matches and whose text mentions `about`. */
  const ownerNotice = (subject: RegExp, about: string) =>
    waitFor(`the owner's notice about ${about}`, async () => {
      const { data } = (await (await fetch(`${p.url}/_mail/api/messages`)).json()) as {
        data: (Mail & { id: string })[]
      }
      const found = data.find(
        (mail) => !seen.has(mail.id) && subject.test(mail.subject) && mail.text?.includes(about),
      )
      if (found) seen.add(found.id)
      return found
    })

  beforeAll(async () => {
    p = await startTestPlatform()
    owner = (await signIn(p, 'owner@example.com')).token
  })
  afterAll(() => p?.stop())

  it('reads a sale notice in English once the owner chose English, for a buyer writing Spanish', async () => {
    await chooseLanguage('en')
    const name = `Comprador ${randomBytes(3).toString('hex')}`
    const created = await p.call('site/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'velvet-hours', licence: 'private' }],
        email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
        name,
        locale: 'es',
      }),
    })
    expect(created.status).toBe(201)
    const { url } = (await created.json()) as { url: string }
    await pay(url, { shipping: false })
    await p.delivered(sessionIdOf(url), 'checkout.session.completed')
    const notice = await ownerNotice(/^New sale: order #\d+/, name)
    expect(notice.text).toContain('has paid order #')
  })

  it('switches the message notices to German when the owner chooses German', async () => {
    await chooseLanguage('de')
    const name = `Ana ${randomBytes(3).toString('hex')}`
    const sent = await p.call('site/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: `fan-${randomBytes(4).toString('hex')}@example.com`,
        message: 'Una pregunta sobre tu próximo set en Madrid.',
        website: '',
        locale: 'es',
      }),
    })
    expect(sent.status).toBe(201)
    await ownerNotice(new RegExp(`^Neue Nachricht von ${name}$`), 'Madrid')
  })

  it('refuses a language the site does not speak', async () => {
    const response = await adminCall(p, owner, 'settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ owner_locale: 'it' }),
    })
    expect(response.status).toBe(422)
  })
})

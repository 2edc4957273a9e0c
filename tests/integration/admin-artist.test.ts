import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CatalogHarness,
  errorOf,
  openCatalogHarness,
  PNG_PIXEL,
} from './admin-catalog-fixtures.ts'

// The artist's face through the whole platform: the bio, the hero photo, the press kit and the gigs
// the owner edits in the admin, as the public site then shows them. Who may write the rows at all
// is the RLS matrix's business (tests/db/rls-matrix.ts).

let h: CatalogHarness
beforeAll(async () => {
  h = await openCatalogHarness()
})
afterAll(() => h?.stop())

const upload = async (
  kind: string,
  bytes: Uint8Array | string,
  contentType: string,
  title?: string,
) => {
  const signed = await h.admin('POST', 'artist/uploads', {
    kind,
    content_type: contentType,
    filename: 'file',
  })
  expect(signed.status).toBe(201)
  await h.uploadTo(signed.body, bytes, contentType)
  const completed = await h.admin('POST', 'artist/uploads/complete', {
    kind,
    path: signed.body.path,
    ...(title ? { title } : {}),
  })
  return { completed, path: signed.body.path as string }
}

const publicSettings = async () => (await h.site('settings')).body

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.addPage()
  return doc.save()
}

describe('the artist in the admin', () => {
  it('shows the seeded face: hero photo, bio in five languages, press kit and gigs', async () => {
    const settings = await publicSettings()
    expect(Object.keys(settings.bio).sort()).toEqual(['de', 'en', 'es', 'fr', 'pt'])
    expect((await fetch(settings.hero_image_url)).status).toBe(200)
    expect(settings.press_kit.map((file: { kind: string }) => file.kind).sort()).toEqual([
      'one_sheet',
      'photo',
      'photo',
      'rider',
    ])
    for (const file of settings.press_kit as { kind: string; url: string }[]) {
      const response = await fetch(file.url)
      expect(response.status).toBe(200)
      const head = Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString()
      if (file.kind === 'photo') expect(head).toBe('<svg ')
      else expect(head).toBe('%PDF-')
    }
    const gigs = (await h.site('gigs')).body
    const today = new Date().toISOString().slice(0, 10)
    expect(gigs.upcoming.length).toBeGreaterThan(0)
    expect(gigs.past.length).toBeGreaterThan(0)
    expect(gigs.upcoming.every((gig: { date: string }) => gig.date >= today)).toBe(true)
    expect(gigs.past.every((gig: { date: string }) => gig.date < today)).toBe(true)
    const dates = gigs.upcoming.map((gig: { date: string }) => gig.date)
    expect(dates).toEqual([...dates].sort())
  })

  it('saves the bio per language, and the site shows it', async () => {
    const saved = await h.admin('PATCH', 'settings', {
      bio: { es: 'Biografía nueva.', en: 'A new bio.', fr: '', de: '', pt: '' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.bio).toEqual({ es: 'Biografía nueva.', en: 'A new bio.' })
    expect((await publicSettings()).bio).toEqual({ es: 'Biografía nueva.', en: 'A new bio.' })
    // A page asks in its visitor's language, and gets only what that visitor is shown: the
    // Spanish bio where the language has none.
    const inEnglish = await h.site('settings?lang=en-GB')
    expect(inEnglish.body.bio).toEqual({ en: 'A new bio.' })
    expect(Object.keys(inEnglish.body.tagline)).toEqual(['en'])
    expect((await h.site('settings?lang=fr')).body.bio).toEqual({ es: 'Biografía nueva.' })
    const unknown = await h.site('settings?lang=xx')
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({
      code: 'invalid_query',
      fields: { lang: 'lang_invalid' },
    })
    const tooLong = await h.admin('PATCH', 'settings', { bio: { es: 'x'.repeat(1201) } })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.error.fields).toEqual({ 'bio.es': 'text_too_long' })
  })

  it('replaces the hero photo, deleting the old one, and refuses a file that is not an image', async () => {
    const before = (await h.admin('GET', 'settings')).body.hero_image
    const { completed, path } = await upload('hero', PNG_PIXEL, 'image/png')
    expect(completed.status).toBe(200)
    expect(completed.body.hero_image.path).toBe(path)
    expect((await publicSettings()).hero_image_url).toBe(completed.body.hero_image.url)
    expect(h.stored('media', path)).toBe(true)
    expect(h.stored('media', before.path)).toBe(false)

    const fake = await upload('hero', 'not a picture at all', 'image/png')
    expect(await errorOf(fake.completed)).toEqual({ status: 422, code: 'image_invalid' })
    expect(h.stored('media', fake.path)).toBe(false)
    const signedPdf = await h.admin('POST', 'artist/uploads', {
      kind: 'hero',
      content_type: 'application/pdf',
      filename: 'hero.pdf',
    })
    expect(signedPdf.status).toBe(422)
    expect(signedPdf.body.error.fields).toEqual({ content_type: 'content_type_not_allowed' })
  })

  it('adds a rider to the press kit, refuses a fake PDF, and removes a file', async () => {
    const rider = await upload('rider', await pdf(), 'application/pdf', 'Rider 2027')
    expect(rider.completed.status).toBe(200)
    expect(rider.completed.body.press_kit.at(-1)).toMatchObject({
      kind: 'rider',
      title: 'Rider 2027',
      path: rider.path,
    })
    expect((await publicSettings()).press_kit.at(-1)).toMatchObject({ title: 'Rider 2027' })

    const fake = await upload('one_sheet', 'plain text', 'application/pdf')
    expect(await errorOf(fake.completed)).toEqual({ status: 422, code: 'pdf_invalid' })

    const removed = await h.admin('DELETE', 'artist/files', { path: rider.path })
    expect(removed.status).toBe(200)
    expect(removed.body.press_kit.some((file: { path: string }) => file.path === rider.path)).toBe(
      false,
    )
    expect(h.stored('media', rider.path)).toBe(false)
    expect(await errorOf(await h.admin('DELETE', 'artist/files', { path: rider.path }))).toEqual({
      status: 404,
      code: 'file_not_found',
    })
    // A path the upload step never gave is refused before Storage is asked.
    const forged = await h.admin('POST', 'artist/uploads/complete', {
      kind: 'photo',
      path: '../covers/midnight-circuit.svg',
    })
    expect(await errorOf(forged)).toEqual({ status: 422, code: 'upload_path_invalid' })
  })

  it('adds, lists and deletes gigs; the site lists them by date', async () => {
    const created = await h.admin('POST', 'gigs', {
      date: '2099-07-04',
      venue: 'Berghain',
      city: 'Berlin',
      country: 'de',
      ticket_url: 'https://tickets.example/berghain',
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ date: '2099-07-04', country: 'DE', venue: 'Berghain' })
    const upcoming = (await h.site('gigs')).body.upcoming as { id: string }[]
    expect(upcoming.at(-1)?.id).toBe(created.body.id)

    const refused = await h.admin('POST', 'gigs', {
      date: '2099-02-30',
      venue: '',
      city: 'Berlin',
      country: 'Germany',
      ticket_url: 'http://insecure.example',
    })
    expect(refused.status).toBe(422)
    expect(refused.body.error.fields).toEqual({
      date: 'date_invalid',
      venue: 'text_too_short',
      country: 'country_invalid',
      ticket_url: 'url_invalid',
    })

    expect((await h.admin('DELETE', `gigs/${created.body.id}`)).status).toBe(204)
    expect(await errorOf(await h.admin('DELETE', `gigs/${created.body.id}`))).toEqual({
      status: 404,
      code: 'gig_not_found',
    })
    expect(await errorOf(await h.admin('DELETE', 'gigs/not-a-uuid'))).toEqual({
      status: 404,
      code: 'gig_not_found',
    })
  })

  it('refuses the fan (403) and a caller without a token (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'gigs'],
      [
        'POST',
        'gigs',
        { date: '2099-01-01', venue: 'X', city: 'Y', country: 'ES', ticket_url: null },
      ],
      ['DELETE', 'gigs/00000000-0000-0000-0000-000000000000'],
      ['POST', 'artist/uploads', { kind: 'photo', content_type: 'image/png', filename: 'a.png' }],
      ['POST', 'artist/uploads/complete', { kind: 'photo', path: 'artist/photo-a.png' }],
      ['DELETE', 'artist/files', { path: 'artist/photo-a.png' }],
    ]
    for (const [method, path, body] of calls) {
      expect(await errorOf(await h.admin(method, path, body, h.fanToken))).toEqual({
        status: 403,
        code: 'not_admin',
      })
      expect((await h.p.call(`admin/${path}`, { method })).status).toBe(401)
    }
  })
})

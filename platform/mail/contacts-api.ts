import { randomUUID } from 'node:crypto'
import { Hono, type MiddlewareHandler } from 'hono'
import type { AudienceStore, StoredContact } from './audience-store.ts'
import { missingField, validationError } from './errors.ts'
import {
  notFound,
  optionalBoolean,
  optionalText,
  paginate,
  readObjectBody,
} from './request-body.ts'
import { checkApiKey } from './resend-api.ts'

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/
const NAME_LIMIT = 256

/**
 * Resend's Segments and Contacts APIs (`/segments`, `/contacts`, and the older
 * `/audiences/{id}/contacts` paths the `resend` client still calls with `audienceId`). Contacts are
 * global, one per address, and belong to any number of segments (Resend's model since audiences
 * became segments).
 */
export function contactsApiRoutes(apiKey: string, store: AudienceStore) {
  const app = new Hono()
  app.use('/resend/segments/*', keyCheck(apiKey))
  app.use('/resend/segments', keyCheck(apiKey))
  app.use('/resend/audiences/*', keyCheck(apiKey))
  app.use('/resend/contacts/*', keyCheck(apiKey))
  app.use('/resend/contacts', keyCheck(apiKey))

  app.post('/resend/segments', async (c) => {
    const body = await readObjectBody(c)
    const name = optionalText(body, 'name')
    if (!name) throw missingField('name')
    const segment = { id: randomUUID(), name, created_at: new Date().toISOString() }
    store.addSegment(segment)
    return c.json({ object: 'segment', id: segment.id, name: segment.name }, 201)
  })
  app.get('/resend/segments', (c) => c.json(paginate(store.segments, c)))
  app.get('/resend/segments/:id', (c) => {
    const segment = store.segment(c.req.param('id'))
    if (!segment) throw notFound('Segment')
    return c.json({ object: 'segment', ...segment })
  })
  app.delete('/resend/segments/:id', (c) => {
    const segment = store.segment(c.req.param('id'))
    if (!segment) throw notFound('Segment')
    store.removeSegment(segment.id)
    return c.json({ object: 'segment', id: segment.id, deleted: true })
  })
  app.get('/resend/segments/:id/contacts', (c) => {
    const segment = store.segment(c.req.param('id'))
    if (!segment) throw notFound('Segment')
    const members = store.contacts.filter((contact) => contact.segment_ids.includes(segment.id))
    return c.json(pageOfContacts(members, c))
  })

  app.post('/resend/contacts', async (c) => {
    const body = await readObjectBody(c)
    const segmentIds = segmentList(store, body.segments)
    const contact = upsertContact(store, body, segmentIds)
    return c.json({ object: 'contact', id: contact.id }, 201)
  })
  app.post('/resend/audiences/:segment/contacts', async (c) => {
    const segment = store.segment(c.req.param('segment'))
    if (!segment) throw notFound('Audience')
    const contact = upsertContact(store, await readObjectBody(c), [segment.id])
    return c.json({ object: 'contact', id: contact.id }, 201)
  })
  app.get('/resend/contacts', (c) => c.json(pageOfContacts(store.contacts, c)))

  for (const prefix of ['/resend/contacts', '/resend/audiences/:segment/contacts']) {
    app.get(`${prefix}/:contact`, (c) => {
      const contact = findContact(store, c.req.param('contact'), c.req.param('segment'))
      return c.json({ object: 'contact', ...publicContact(contact), properties: typed(contact) })
    })
    app.patch(`${prefix}/:contact`, async (c) => {
      const contact = findContact(store, c.req.param('contact'), c.req.param('segment'))
      applyChanges(contact, await readObjectBody(c))
      store.save()
      return c.json({ object: 'contact', id: contact.id })
    })
    app.delete(`${prefix}/:contact`, (c) => {
      const contact = findContact(store, c.req.param('contact'), c.req.param('segment'))
      store.removeContact(contact.id)
      return c.json({ object: 'contact', contact: contact.id, deleted: true })
    })
  }

  app.post('/resend/contacts/:contact/segments/:segment', (c) => {
    const contact = findContact(store, c.req.param('contact'))
    const segment = store.segment(c.req.param('segment'))
    if (!segment) throw notFound('Segment')
    if (!contact.segment_ids.includes(segment.id)) contact.segment_ids.push(segment.id)
    store.save()
    return c.json({ id: segment.id })
  })
  app.delete('/resend/contacts/:contact/segments/:segment', (c) => {
    const contact = findContact(store, c.req.param('contact'))
    const segment = store.segment(c.req.param('segment'))
    if (!segment) throw notFound('Segment')
    contact.segment_ids = contact.segment_ids.filter((id) => id !== segment.id)
    store.save()
    return c.json({ id: segment.id, deleted: true })
  })
  app.get('/resend/contacts/:contact/segments', (c) => {
    const contact = findContact(store, c.req.param('contact'))
    const segments = store.segments.filter((segment) => contact.segment_ids.includes(segment.id))
    return c.json(paginate(segments, c))
  })

  return app
}

export function keyCheck(apiKey: string): MiddlewareHandler {
  return async (c, next) => {
    checkApiKey(c.req.header('Authorization'), apiKey)
    await next()
  }
}

/** Creating an address that exists updates that contact (and adds its segments), as Resend does. */
function upsertContact(
  store: AudienceStore,
  body: Record<string, unknown>,
  segmentIds: string[],
): StoredContact {
  const email = optionalText(body, 'email')
  if (!email) throw missingField('email')
  if (!ADDRESS.test(email) || email.length > 254) {
    throw validationError(
      'Invalid `email` field. The email address needs to follow the `email@example.com` format.',
    )
  }
  const existing = store.contact(email)
  const contact: StoredContact = existing ?? {
    id: randomUUID(),
    email,
    first_name: null,
    last_name: null,
    unsubscribed: false,
    created_at: new Date().toISOString(),
    segment_ids: [],
    properties: {},
  }
  applyChanges(contact, body)
  for (const id of segmentIds) if (!contact.segment_ids.includes(id)) contact.segment_ids.push(id)
  if (existing) store.save()
  else store.addContact(contact)
  return contact
}

function applyChanges(contact: StoredContact, body: Record<string, unknown>): void {
  const unsubscribed = optionalBoolean(body, 'unsubscribed')
  const firstName = name(body, 'first_name')
  const lastName = name(body, 'last_name')
  if (unsubscribed !== null) contact.unsubscribed = unsubscribed
  if (firstName !== undefined) contact.first_name = firstName
  if (lastName !== undefined) contact.last_name = lastName
  const properties = body.properties
  if (properties === undefined || properties === null) return
  if (typeof properties !== 'object' || Array.isArray(properties)) {
    throw validationError('The `properties` field must be an object.')
  }
  for (const [key, value] of Object.entries(properties)) {
    if (!/^[A-Za-z0-9_]{1,50}$/.test(key)) {
      throw validationError(
        'Property keys may hold only letters, digits and underscores (at most 50).',
      )
    }
    if (value === null) delete contact.properties[key]
    else if (typeof value === 'string' || typeof value === 'number') contact.properties[key] = value
    else throw validationError(`The property \`${key}\` must be a string or a number.`)
  }
}

function name(body: Record<string, unknown>, field: string): string | null | undefined {
  if (!(field in body)) return undefined
  const value = optionalText(body, field)
  if (value !== null && value.length > NAME_LIMIT) {
    throw validationError(`The \`${field}\` field must be at most ${NAME_LIMIT} characters.`)
  }
  return value
}

function segmentList(store: AudienceStore, value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw validationError('The `segments` field must be an array.')
  return value.map((entry: { id?: unknown }) => {
    if (typeof entry?.id !== 'string') throw validationError('Each segment needs its `id`.')
    if (!store.segment(entry.id)) throw notFound('Segment')
    return entry.id
  })
}

function findContact(store: AudienceStore, idOrEmail: string, segmentId?: string): StoredContact {
  const contact = store.contact(decodeURIComponent(idOrEmail))
  if (!contact || (segmentId !== undefined && !contact.segment_ids.includes(segmentId))) {
    throw notFound('Contact')
  }
  return contact
}

function publicContact(contact: StoredContact) {
  return {
    id: contact.id,
    email: contact.email,
    first_name: contact.first_name,
    last_name: contact.last_name,
    unsubscribed: contact.unsubscribed,
    created_at: contact.created_at,
  }
}

function typed(contact: StoredContact) {
  return Object.fromEntries(
    Object.entries(contact.properties).map(([key, value]) => [
      key,
      typeof value === 'number' ? { type: 'number', value } : { type: 'string', value },
    ]),
  )
}

function pageOfContacts(contacts: readonly StoredContact[], c: Parameters<typeof paginate>[1]) {
  const page = paginate(contacts, c)
  return { ...page, data: page.data.map(publicContact) }
}

import { randomBytes, randomUUID } from 'node:crypto'
import type { AudienceStore, StoredBroadcast, StoredContact } from './audience-store.ts'
import type { MessageStore } from './message-store.ts'
import type { SentMessage } from './types.ts'

/** `{{{NAME}}}` or `{{{NAME|fallback}}}`, Resend's broadcast variables. */
const VARIABLE = /\{\{\{\s*([A-Za-z0-9_.]+)\s*(?:\|([^}]*))?\}\}\}/g

/**
 * Sends a broadcast as Resend does: one email to each contact of its segment who has not
 * unsubscribed, with the contact's variables filled in, `{{{RESEND_UNSUBSCRIBE_URL}}}` replaced by
 * that contact's own unsubscribe link, and the headers mailbox providers ask of bulk mail:
 * `List-Unsubscribe` (the link, and a mailto) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058), so Gmail's or Apple Mail's unsubscribe button works without opening a page.
 */
export function deliverBroadcast(
  audience: AudienceStore,
  messages: MessageStore,
  broadcast: StoredBroadcast,
  origin: string,
): number {
  const segmentId = broadcast.segment_id ?? broadcast.audience_id
  const recipients = audience.contacts.filter(
    (contact) =>
      segmentId !== null && contact.segment_ids.includes(segmentId) && !contact.unsubscribed,
  )
  const createdAt = new Date().toISOString()
  for (const contact of recipients) {
    const token = randomBytes(18).toString('base64url')
    audience.addUnsubscribeLink(token, { contact_id: contact.id, broadcast_id: broadcast.id })
    const unsubscribeUrl = `${origin}/resend/unsubscribe/${token}`
    const message: SentMessage = {
      id: randomUUID(),
      created_at: createdAt,
      from: broadcast.from,
      to: [contact.email],
      cc: [],
      bcc: [],
      reply_to: broadcast.reply_to ?? [],
      subject: fill(broadcast.subject, contact, unsubscribeUrl, 'text'),
      html: broadcast.html === null ? null : fill(broadcast.html, contact, unsubscribeUrl, 'html'),
      text: broadcast.text === null ? null : fill(broadcast.text, contact, unsubscribeUrl, 'text'),
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>, <mailto:unsubscribe+${token}@unsubscribe.resend.local>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      tags: [{ name: 'broadcast_id', value: broadcast.id }],
      attachments: [],
    }
    messages.add(message, null)
  }
  return recipients.length
}

function fill(
  template: string,
  contact: StoredContact,
  unsubscribeUrl: string,
  as: 'html' | 'text',
): string {
  return template.replace(VARIABLE, (_match, name: string, fallback: string | undefined) => {
    const value = variable(name, contact, unsubscribeUrl)
    const text = value === null || value === '' ? (fallback ?? '') : String(value)
    return as === 'html' ? escapeHtml(text) : text
  })
}

function variable(name: string, contact: StoredContact, unsubscribeUrl: string) {
  const key = name.startsWith('contact.') ? name.slice('contact.'.length) : name.toLowerCase()
  switch (key) {
    case 'RESEND_UNSUBSCRIBE_URL':
    case 'resend_unsubscribe_url':
      return unsubscribeUrl
    case 'email':
      return contact.email
    case 'first_name':
      return contact.first_name
    case 'last_name':
      return contact.last_name
    default:
      return Object.hasOwn(contact.properties, key) ? (contact.properties[key] ?? null) : null
  }
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

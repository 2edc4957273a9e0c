import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** A segment (Resend's former "audience"), in Resend's own field names. */
export interface StoredSegment {
  id: string
  name: string
  created_at: string
}

export interface StoredContact {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  unsubscribed: boolean
  created_at: string
  segment_ids: string[]
  properties: Record<string, string | number>
}

export interface StoredBroadcast {
  id: string
  name: string
  segment_id: string | null
  audience_id: string | null
  from: string
  subject: string
  reply_to: string[] | null
  preview_text: string | null
  html: string | null
  text: string | null
  status: 'draft' | 'queued' | 'sent'
  created_at: string
  scheduled_at: string | null
  sent_at: string | null
  /** The emails the send delivered (not part of Resend's answer: the sandbox's own record). */
  recipients: number
}

/** What a hosted unsubscribe link stands for: one contact, reached by one broadcast. */
export interface UnsubscribeLink {
  contact_id: string
  broadcast_id: string
}

interface AudienceState {
  segments: StoredSegment[]
  contacts: StoredContact[]
  broadcasts: StoredBroadcast[]
  unsubscribe_links: Record<string, UnsubscribeLink>
}

/**
 * The Broadcasts side of the Resend sandbox: segments, contacts and broadcasts, kept in memory and
 * written whole to a JSON file on every change (a few hundred records locally), so a restart of
 * `npm start` keeps the list the site synced.
 */
export class AudienceStore {
  private readonly state: AudienceState

  constructor(private readonly path: string) {
    this.state = readState(path)
  }

  get segments(): readonly StoredSegment[] {
    return this.state.segments
  }

  get contacts(): readonly StoredContact[] {
    return this.state.contacts
  }

  get broadcasts(): readonly StoredBroadcast[] {
    return this.state.broadcasts
  }

  segment(id: string): StoredSegment | undefined {
    return this.state.segments.find((segment) => segment.id === id)
  }

  /** By id, or by email (case-insensitively), as Resend's `/contacts/{id|email}` paths accept. */
  contact(idOrEmail: string): StoredContact | undefined {
    const email = idOrEmail.toLowerCase()
    return this.state.contacts.find(
      (contact) => contact.id === idOrEmail || contact.email.toLowerCase() === email,
    )
  }

  broadcast(id: string): StoredBroadcast | undefined {
    return this.state.broadcasts.find((broadcast) => broadcast.id === id)
  }

  unsubscribeLink(token: string): UnsubscribeLink | undefined {
    return Object.hasOwn(this.state.unsubscribe_links, token)
      ? this.state.unsubscribe_links[token]
      : undefined
  }

  addSegment(segment: StoredSegment): void {
    this.state.segments.push(segment)
    this.save()
  }

  removeSegment(id: string): void {
    this.state.segments = this.state.segments.filter((segment) => segment.id !== id)
    for (const contact of this.state.contacts) {
      contact.segment_ids = contact.segment_ids.filter((segmentId) => segmentId !== id)
    }
    this.save()
  }

  addContact(contact: StoredContact): void {
    this.state.contacts.push(contact)
    this.save()
  }

  removeContact(id: string): void {
    this.state.contacts = this.state.contacts.filter((contact) => contact.id !== id)
    this.save()
  }

  addBroadcast(broadcast: StoredBroadcast): void {
    this.state.broadcasts.push(broadcast)
    this.save()
  }

  addUnsubscribeLink(token: string, link: UnsubscribeLink): void {
    this.state.unsubscribe_links[token] = link
  }

  /** Records changes made to records this store handed out. */
  save(): void {
    mkdirSync(dirname(this.path), { recursive: true })
    writeFileSync(this.path, JSON.stringify(this.state))
  }
}

function readState(path: string): AudienceState {
  const empty: AudienceState = { segments: [], contacts: [], broadcasts: [], unsubscribe_links: {} }
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty
    throw error
  }
  try {
    return { ...empty, ...(JSON.parse(text) as Partial<AudienceState>) }
  } catch {
    // A file cut short by a crash mid-write: start empty rather than refuse to start.
    return empty
  }
}

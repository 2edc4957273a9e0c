import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { appendJsonLine, readJsonLines } from '../json-lines.ts'
import type { SentMessage } from './types.ts'

/** One line of the store: the message and what an idempotent retry must match. */
interface StoredMessage {
  message: SentMessage
  idempotency: { key: string; requestHash: string } | null
}

/** Sent messages in memory and appended, one JSON line each, to an ndjson file. */
export class MessageStore {
  private readonly stored: StoredMessage[]
  private readonly listeners: ((message: SentMessage) => void)[] = []

  constructor(private readonly path: string) {
    this.stored = readJsonLines<StoredMessage>(path)
  }

  /** Newest first. */
  list(): SentMessage[] {
    return this.stored.map((entry) => entry.message).reverse()
  }

  find(id: string): SentMessage | undefined {
    return this.stored.find((entry) => entry.message.id === id)?.message
  }

  findByIdempotencyKey(key: string): StoredMessage | undefined {
    return this.stored.find((entry) => entry.idempotency?.key === key)
  }

  add(message: SentMessage, idempotency: StoredMessage['idempotency']): void {
    const entry = { message, idempotency }
    appendJsonLine(this.path, entry)
    this.stored.push(entry)
    for (const listener of this.listeners) listener(message)
  }

  /** Called with each message as it is added (what Resend does next: its webhooks). */
  onAdd(listener: (message: SentMessage) => void): void {
    this.listeners.push(listener)
  }

  clear(): void {
    mkdirSync(dirname(this.path), { recursive: true })
    writeFileSync(this.path, '')
    this.stored.length = 0
  }
}

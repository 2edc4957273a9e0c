import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** A text the sandbox accepted, as `GET /_sms/api/messages` lists it. */
export type SentSms = {
  /** Twilio's message SID (`SM` and 32 hex digits). */
  id: string
  /** E.164, with its `+`. */
  to: string
  body: string
  created_at: string
}

/** Sent texts in memory and appended, one JSON line each, to an ndjson file. */
export class SmsStore {
  private readonly stored: SentSms[]

  constructor(private readonly path: string) {
    this.stored = readLines(path)
  }

  /** Newest first. */
  list(): SentSms[] {
    return [...this.stored].reverse()
  }

  add(message: SentSms): void {
    mkdirSync(dirname(this.path), { recursive: true })
    appendFileSync(this.path, `${JSON.stringify(message)}\n`)
    this.stored.push(message)
  }
}

function readLines(path: string): SentSms[] {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  // A line cut short by a crash mid-append is skipped rather than losing the whole outbox.
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return []
    try {
      return [JSON.parse(line) as SentSms]
    } catch {
      return []
    }
  })
}

import { appendJsonLine, readJsonLines } from '../json-lines.ts'

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
    this.stored = readJsonLines<SentSms>(path)
  }

  /** Newest first. */
  list(): SentSms[] {
    return [...this.stored].reverse()
  }

  add(message: SentSms): void {
    appendJsonLine(this.path, message)
    this.stored.push(message)
  }
}

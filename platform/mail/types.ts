export interface SentAttachment {
  filename: string
  content_type: string
  /** Size in bytes of the decoded content. */
  size: number
  /** Base64, as sent to the API. */
  content: string
}

/** An email accepted by the sandbox's Resend API, in Resend's own field names. */
export interface SentMessage {
  id: string
  /** ISO 8601 timestamp. */
  created_at: string
  from: string
  to: string[]
  cc: string[]
  bcc: string[]
  reply_to: string[]
  subject: string
  html: string | null
  text: string | null
  headers: Record<string, string>
  tags: { name: string; value: string }[]
  attachments: SentAttachment[]
}

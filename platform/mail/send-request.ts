import { missingField, ResendError, validationError } from './errors.ts'
import type { SentAttachment, SentMessage } from './types.ts'

export type EmailDraft = Omit<SentMessage, 'id' | 'created_at'>

const MAX_RECIPIENTS = 50
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/
const NAMED_ADDRESS = /^[^<>]*<\s*([^<>\s]+)\s*>$/
const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  ics: 'text/calendar',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
}

/** Validates a `POST /emails` body the way Resend does and normalises recipients to lists. */
export function parseSendRequest(body: unknown): EmailDraft {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError('The request body must be a JSON object.')
  }
  const fields = body as Record<string, unknown>
  const from = requiredString(fields, 'from')
  if (!isAddress(from)) throw invalidAddress('from')
  const to = addressList(fields, 'to')
  if (to.length === 0) throw missingField('to')
  const subject = requiredString(fields, 'subject')
  const html = optionalString(fields, 'html')
  const text = optionalString(fields, 'text')
  if (html === null && text === null) {
    throw new ResendError(422, 'missing_required_field', 'Missing `html` or `text` field.')
  }
  return {
    from,
    to,
    cc: addressList(fields, 'cc'),
    bcc: addressList(fields, 'bcc'),
    reply_to: addressList(fields, 'reply_to'),
    subject,
    html,
    text,
    headers: headerMap(fields.headers),
    tags: tagList(fields.tags),
    attachments: attachmentList(fields.attachments),
  }
}

function isAddress(value: string): boolean {
  const named = NAMED_ADDRESS.exec(value.trim())
  return ADDRESS.test(named?.[1] ?? value.trim())
}

function invalidAddress(field: string) {
  return validationError(
    `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
  )
}

function requiredString(fields: Record<string, unknown>, field: string): string {
  const value = fields[field]
  if (value === undefined || value === null || value === '') throw missingField(field)
  if (typeof value !== 'string') throw validationError(`The \`${field}\` field must be a string.`)
  return value
}

function optionalString(fields: Record<string, unknown>, field: string): string | null {
  const value = fields[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw validationError(`The \`${field}\` field must be a string.`)
  return value
}

function addressList(fields: Record<string, unknown>, field: string): string[] {
  const value = fields[field]
  if (value === undefined || value === null) return []
  const list = Array.isArray(value) ? value : [value]
  if (list.length > MAX_RECIPIENTS) {
    throw validationError(`Too many recipients in \`${field}\`. The maximum is ${MAX_RECIPIENTS}.`)
  }
  for (const address of list) {
    if (typeof address !== 'string' || !isAddress(address)) throw invalidAddress(field)
  }
  return list as string[]
}

function headerMap(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationError('The `headers` field must be an object of header names to values.')
  }
  const entries = Object.entries(value)
  if (entries.some(([, header]) => typeof header !== 'string')) {
    throw validationError('Every value in `headers` must be a string.')
  }
  return Object.fromEntries(entries) as Record<string, string>
}

function tagList(value: unknown): SentMessage['tags'] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw validationError('The `tags` field must be an array.')
  return value.map((tag: { name?: unknown; value?: unknown }) => {
    if (typeof tag?.name !== 'string' || !TAG_PART.test(tag.name)) {
      throw validationError(
        'Tag names can only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-).',
      )
    }
    if (tag.value !== undefined && (typeof tag.value !== 'string' || !TAG_PART.test(tag.value))) {
      throw validationError(
        'Tag values can only contain ASCII letters (a–z, A–Z), numbers (0–9), underscores (_), or dashes (-).',
      )
    }
    return { name: tag.name, value: typeof tag.value === 'string' ? tag.value : '' }
  })
}

function attachmentList(value: unknown): SentAttachment[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw validationError('The `attachments` field must be an array.')
  return value.map((attachment: Record<string, unknown>, index) => {
    const { filename, content, content_type: contentType, path } = attachment ?? {}
    if (typeof filename !== 'string' || filename === '') {
      throw invalidAttachment(`Attachment ${index} needs a \`filename\`.`)
    }
    if (path !== undefined) {
      throw invalidAttachment('The local mail sandbox does not fetch attachments by `path`.')
    }
    if (typeof content !== 'string' || content === '' || !BASE64.test(content)) {
      throw invalidAttachment(`Attachment ${index} needs its \`content\` as a base64 string.`)
    }
    if (contentType !== undefined && typeof contentType !== 'string') {
      throw invalidAttachment(`Attachment ${index} has an invalid \`content_type\`.`)
    }
    return {
      filename,
      content,
      content_type: contentType ?? guessContentType(filename),
      size: Buffer.from(content, 'base64').length,
    }
  })
}

function invalidAttachment(message: string) {
  return new ResendError(422, 'invalid_attachment', message)
}

function guessContentType(filename: string): string {
  const extension = filename.split('.').pop()?.toLowerCase() ?? ''
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}

import { describe, expect, it } from 'vitest'
import { base64FromBytes, textAttachment } from './attachments.ts'

describe('attachments', () => {
  it('encodes UTF-8 text as base64 that decodes back to the same text', () => {
    const text = 'Größe: ñ, 🎧\r\n'
    const attachment = textAttachment('invite.ics', text, 'text/calendar; charset=utf-8')
    expect(attachment.filename).toBe('invite.ics')
    expect(attachment.content_type).toBe('text/calendar; charset=utf-8')
    expect(Buffer.from(attachment.content_base64, 'base64').toString('utf8')).toBe(text)
  })

  it('encodes inputs larger than one chunk', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 256)
    expect(base64FromBytes(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
})

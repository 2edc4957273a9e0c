import type { EmailAttachment } from './outbox.ts'

/** A text file (UTF-8) as an outbox attachment: base64, as the Resend API takes it. */
export function textAttachment(
  filename: string,
  text: string,
  contentType: string,
): EmailAttachment {
  return {
    filename,
    content_base64: base64FromBytes(new TextEncoder().encode(text)),
    content_type: contentType,
  }
}

/** Base64 without Node's Buffer, so the same code runs on Deno. */
export function base64FromBytes(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk))
  }
  return btoa(binary)
}

import { createHmac } from 'node:crypto'

/**
 * The `Stripe-Signature` header exactly as Stripe builds it: an HMAC-SHA256 over
 * `"{timestamp}.{payload}"` keyed with the whole `whsec_...` secret, hex encoded.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestampSeconds: number) {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex')
  return `t=${timestampSeconds},v1=${signature}`
}

import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SENDER_LIMITS } from '../../functions/site/forms/rate-limit.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// Limits per real caller: the local platform tells the functions each caller's own address (the
// socket's), as Supabase's gateway does with X-Forwarded-For, so one visitor using up the contact
// form's quota leaves everyone else's alone. Distinct loopback addresses stand for distinct
// visitors.

let p: TestPlatform
beforeAll(async () => {
  p = await startTestPlatform()
})
afterAll(() => p?.stop())

/** POSTs a contact message from `from`, with a different sender each time. */
function contactFrom(from: string, n: number): Promise<number> {
  const body = JSON.stringify({
    name: 'Visitor',
    email: `visitor-${from.replaceAll('.', '-')}-${n}@example.com`,
    message: 'A message long enough to be accepted by the form.',
    locale: 'en',
  })
  const url = new URL(`${p.url}/functions/v1/site/contact`)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('rate limits per caller', () => {
  it('counts each caller’s own address, not one for the whole site', async () => {
    const limit = SENDER_LIMITS.perAddress.limit
    const first: number[] = []
    for (let n = 0; n <= limit; n += 1) first.push(await contactFrom('127.0.0.2', n))
    expect(first.slice(0, limit).every((status) => status === 201)).toBe(true)
    expect(first.at(-1)).toBe(429)
    // Another visitor is not held back by the first one's quota.
    expect(await contactFrom('127.0.0.3', 0)).toBe(201)
  })

  it('does not let a caller choose its address with forwarding headers locally', async () => {
    const spoofed = await p.call('site/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '127.0.0.2',
        'x-real-ip': '127.0.0.2',
        'cf-connecting-ip': '127.0.0.2',
      },
      body: JSON.stringify({
        name: 'Visitor',
        email: 'spoof@example.com',
        message: 'A message long enough to be accepted by the form.',
        locale: 'en',
      }),
    })
    // Counted against its real address (127.0.0.1), which has room: not refused as 127.0.0.2,
    // whose quota the first test used up.
    expect(spoofed.status).toBe(201)
  })
})

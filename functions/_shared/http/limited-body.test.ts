import { describe, expect, it } from 'vitest'
import { readLimitedBody } from './limited-body.ts'

/** A chunked body of `chunks` × 64 KiB that counts how much of it was ever pulled. */
function countingBody(chunks: number) {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(64 * 1024).fill(0x61)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) return controller.close()
      pulled.bytes += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const request = new Request('http://x.invalid/', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, pulled }
}

describe('readLimitedBody', () => {
  it('reads a body within the limit whole', async () => {
    const { request } = countingBody(3)
    expect((await readLimitedBody(request, 1024 * 1024))?.byteLength).toBe(3 * 64 * 1024)
  })

  it('stops reading a chunked body once it passes the limit, without a Content-Length', async () => {
    const { request, pulled } = countingBody(320) // 20 MiB
    expect(request.headers.get('content-length')).toBeNull()
    expect(await readLimitedBody(request, 1024 * 1024)).toBeNull()
    // The limit and at most the chunk that crossed it (and one the stream queued ahead): never 20 MiB.
    expect(pulled.bytes).toBeLessThanOrEqual(1024 * 1024 + 2 * 64 * 1024)
  })

  it('refuses at once a body whose Content-Length is already too large', async () => {
    const request = new Request('http://x.invalid/', {
      method: 'POST',
      body: 'x'.repeat(100),
      headers: { 'content-length': '100' },
    })
    expect(await readLimitedBody(request, 10)).toBeNull()
  })

  it('reads an empty body as empty', async () => {
    expect(await readLimitedBody(new Request('http://x.invalid/', { method: 'POST' }), 10)).toEqual(
      new Uint8Array(),
    )
  })
})

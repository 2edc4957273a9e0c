/**
 * Reads a request body, at most `maxBytes` of it: `null` as soon as more arrives, whatever
 * `Content-Length` said (a chunked upload has none, and a caller may lie). The stream is cancelled
 * at once, so a 20 MB body costs 1 MB of memory and reading, not 20.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => {})
    return null
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > maxBytes) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

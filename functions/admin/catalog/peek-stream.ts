/** The first bytes of a stream, and the whole stream (those bytes included) to go on reading. */
export type PeekedStream = {
  prefix: Uint8Array
  /** Every byte of the original stream, starting with `prefix`. */
  stream: ReadableStream<Uint8Array>
  /** Bytes read from the source so far. */
  bytesRead(): number
  /** Stops reading the source (frees the connection when a parser stopped early). */
  cancel(): Promise<void>
}

/**
 * Reads at least `bytes` from `source` (fewer when it ends first) without losing them, so a file
 * can be checked by its first bytes and then streamed whole to a parser, never held in memory.
 */
export async function peekStream(
  source: ReadableStream<Uint8Array>,
  bytes: number,
): Promise<PeekedStream> {
  const reader = source.getReader()
  let read = 0
  let ended = false
  const next = async () => {
    const chunk = await reader.read()
    if (chunk.done) ended = true
    else read += chunk.value.byteLength
    return chunk
  }

  const chunks: Uint8Array[] = []
  while (read < bytes && !ended) {
    const chunk = await next()
    if (!chunk.done) chunks.push(chunk.value)
  }
  const prefix = concat(chunks)

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (prefix.byteLength > 0) controller.enqueue(prefix)
      if (ended) controller.close()
    },
    async pull(controller) {
      const chunk = await next()
      if (chunk.done) controller.close()
      else controller.enqueue(chunk.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })

  return {
    prefix,
    stream,
    bytesRead: () => read,
    cancel: () => reader.cancel().catch(() => {}),
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

import { describe, expect, it } from 'vitest'
import { peekStream } from './peek-stream.ts'

function chunked(chunks: number[][]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(Uint8Array.from(chunk))
      controller.close()
    },
  })
}

const all = async (stream: ReadableStream<Uint8Array>) => [
  ...new Uint8Array(await new Response(stream).arrayBuffer()),
]

describe('peekStream', () => {
  it('gives the first bytes, then the whole stream from its start', async () => {
    const peeked = await peekStream(chunked([[1, 2], [3, 4], [5], [6, 7]]), 3)
    expect([...peeked.prefix]).toEqual([1, 2, 3, 4])
    expect(await all(peeked.stream)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(peeked.bytesRead()).toBe(7)
  })

  it('copes with a stream shorter than asked for, and an empty one', async () => {
    const short = await peekStream(chunked([[1, 2]]), 10)
    expect([...short.prefix]).toEqual([1, 2])
    expect(await all(short.stream)).toEqual([1, 2])
    const empty = await peekStream(chunked([]), 10)
    expect(empty.prefix.length).toBe(0)
    expect(await all(empty.stream)).toEqual([])
  })

  it('cancels the source', async () => {
    let cancelled = false
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(8))
      },
      cancel() {
        cancelled = true
      },
    })
    const peeked = await peekStream(source, 4)
    await peeked.cancel()
    expect(cancelled).toBe(true)
  })
})

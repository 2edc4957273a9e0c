import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../../_shared/http/errors.ts'
import { readFontsFromStorage } from './stored-fonts.ts'

describe('CJK chunks read from the public fonts bucket', () => {
  let server: Server
  let base: string
  const requested: string[] = []

  beforeAll(async () => {
    // Storage's public object route, answering one object and 400 (its "not found") otherwise.
    server = createServer((request, response) => {
      requested.push(request.url!)
      if (request.url === '/storage/v1/object/public/fonts/noto-sans-jp-0-400-normal.woff') {
        response.writeHead(200, { 'content-type': 'font/woff' }).end('wOFF-bytes')
      } else response.writeHead(400, { 'content-type': 'application/json' }).end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('fetches a chunk by its public URL', async () => {
    const read = readFontsFromStorage(`${base}/`)
    const bytes = await read('noto-sans-jp-0-400-normal.woff')
    expect(Buffer.from(bytes).toString()).toBe('wOFF-bytes')
    expect(requested.at(-1)).toBe('/storage/v1/object/public/fonts/noto-sans-jp-0-400-normal.woff')
  })

  it('fails with storage_failed (502) when the chunk is missing or storage is unreachable', async () => {
    const missing = readFontsFromStorage(base)('noto-sans-jp-999-400-normal.woff')
    await expect(missing).rejects.toBeInstanceOf(AppError)
    await expect(missing).rejects.toMatchObject({ code: 'storage_failed', status: 502 })
    const unreachable = readFontsFromStorage('http://127.0.0.1:9')('noto-sans-jp-0-400-normal.woff')
    await expect(unreachable).rejects.toMatchObject({ code: 'storage_failed' })
  })
})

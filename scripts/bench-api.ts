import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { readPlatformConfig } from '../platform/config.ts'
import { startPlatform } from '../platform/main.ts'

// API throughput and latency through the local platform (the functions as Supabase would run
// them, behind the same gateway). Figures, never a pass/fail: timing depends on the machine.

type Figures = {
  name: string
  requests: number
  rps: number
  p50: number
  p99: number
  non2xx: number
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: 10, duration: 10, ...options })
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

export async function benchApi(): Promise<Figures[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'dj-bench-'))
  const config = readPlatformConfig({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    PLATFORM_PORT: String(await freePort()),
    DB_PORT: String(await freePort()),
  })
  const platform = await startPlatform(config, { seedFullSeconds: 3 })
  const site = `${platform.url}/functions/v1/site`
  try {
    let sender = 0
    const contact = () =>
      JSON.stringify({
        name: 'Bench Visitor',
        email: `bench-${sender++}@example.com`,
        message: 'Measuring how fast the contact form answers.',
      })
    return [
      await measure('GET site/tracks', { url: `${site}/tracks?lang=en` }),
      await measure('GET site/tracks/{slug}', { url: `${site}/tracks/midnight-circuit?lang=en` }),
      // Each request is a new sender, but all come from one address, whose limit is 20 an hour:
      // first 15 messages that are stored (one at a time), then the refusal path under load.
      await measure('POST site/contact (stored)', {
        url: `${site}/contact`,
        method: 'POST',
        connections: 1,
        amount: 15,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: contact() }) }],
      }),
      await measure('POST site/contact (over the limit, 429)', {
        url: `${site}/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: contact() }) }],
      }),
    ]
  } finally {
    await platform.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchApi()
  console.table(figures)
}

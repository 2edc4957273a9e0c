import autocannon from 'autocannon'

// API throughput and latency through the local platform (the functions as Supabase would run
// them, behind the same gateway). Figures, never a pass/fail: timing depends on the machine.

export type ApiFigures = {
  name: string
  requests: number
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function measure(name: string, options: autocannon.Options): Promise<ApiFigures> {
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

/** Catalogue reads and the contact form, against the platform at `platformUrl`. */
export async function benchApi(platformUrl: string): Promise<ApiFigures[]> {
  const site = `${platformUrl}/functions/v1/site`
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
}

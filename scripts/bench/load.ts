import autocannon from 'autocannon'

// The load generator of `npm run bench`, in a process of its own so that it never shares an event
// loop with the server it measures. It receives one LoadJob by IPC and answers with its figures.

export type LoadJob = {
  url: string
  method?: 'GET' | 'POST'
  connections?: number
  /** Seconds; ignored when `amount` is set. */
  duration?: number
  /** A fixed number of requests instead of a duration. */
  amount?: number
  /** `contact`: each request is a contact message from a new sender. */
  body?: 'contact'
}

export type LoadFigures = {
  requests: number
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

let sender = 0
const contactBody = () =>
  JSON.stringify({
    name: 'Bench Visitor',
    email: `bench-${process.pid}-${sender++}@example.com`,
    message: 'Measuring how fast the contact form answers.',
  })

async function run(job: LoadJob): Promise<LoadFigures> {
  const result = await autocannon({
    url: job.url,
    method: job.method ?? 'GET',
    connections: job.connections ?? 10,
    duration: job.duration ?? 10,
    ...(job.amount ? { amount: job.amount } : {}),
    ...(job.body === 'contact'
      ? {
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: (request) => ({ ...request, body: contactBody() }) }],
        }
      : {}),
  })
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

process.once('message', async (job: LoadJob) => {
  try {
    process.send?.({ ok: true, figures: await run(job) })
  } catch (error) {
    process.send?.({ ok: false, reason: error instanceof Error ? error.message : String(error) })
  } finally {
    process.disconnect?.()
  }
})

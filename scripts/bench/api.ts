import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { LoadFigures, LoadJob } from './load.ts'

// API throughput and latency through the local platform (the functions as Supabase would run
// them, behind the same gateway). autocannon runs in a child process (load.ts), so the load it
// makes is not slowed by, and does not slow, the server's event loop. Figures, never a
// pass/fail: timing depends on the machine.

export type ApiFigures = LoadFigures & { name: string; database: string }

const LOAD_SCRIPT = fileURLToPath(new URL('./load.ts', import.meta.url))

/** Runs one job in a fresh child process and returns its figures. */
function load(job: LoadJob): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' })
    let answered = false
    child.once(
      'message',
      (answer: { ok: true; figures: LoadFigures } | { ok: false; reason: string }) => {
        answered = true
        if (answer.ok) resolve(answer.figures)
        else reject(new Error(`load generator failed: ${answer.reason}`))
      },
    )
    child.once('error', reject)
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`load generator exited with code ${code} before answering`))
    })
    child.send(job)
  })
}

/**
 * Catalogue reads, a served page and the contact form, against the platform at `platformUrl`
 * (`siteUrl`: where it serves the pages, if it does); `database` labels the figures.
 */
export async function benchApi(
  platformUrl: string,
  database: string,
  siteUrl?: string,
): Promise<ApiFigures[]> {
  const site = `${platformUrl}/functions/v1/site`
  const jobs: [string, LoadJob][] = [
    ['GET site/tracks', { url: `${site}/tracks?lang=en` }],
    ['GET site/tracks/{slug}', { url: `${site}/tracks/midnight-circuit?lang=en` }],
    ...(siteUrl
      ? ([
          ['GET /track/{slug} (served HTML)', { url: `${siteUrl}/track/midnight-circuit?lng=en` }],
        ] as [string, LoadJob][])
      : []),
    // Each request is a new sender, but all come from one address, whose limit is 20 an hour:
    // first 15 messages that are stored (one at a time), then the refusal path under load.
    [
      'POST site/contact (stored)',
      { url: `${site}/contact`, method: 'POST', connections: 1, amount: 15, body: 'contact' },
    ],
    [
      'POST site/contact (over the limit, 429)',
      { url: `${site}/contact`, method: 'POST', body: 'contact' },
    ],
  ]
  const figures: ApiFigures[] = []
  for (const [name, job] of jobs) figures.push({ name, database, ...(await load(job)) })
  return figures
}

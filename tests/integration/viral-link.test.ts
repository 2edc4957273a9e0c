import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIRAL_DEFAULTS, viralLoad } from '../../scripts/bench/viral.ts'
import { createScratchDatabase } from '../helpers/database.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

// A shared link going viral, on a PostgreSQL server with the functions behind the transaction
// pooler (PgBouncer in CI, a few server connections), as they are behind Supavisor hosted: 500
// catalogue reads and served pages at once, and 60 checkouts racing for the last 5 units of one
// product. No answer is a 5xx, and exactly 5 are sold. `npm run bench` reports the same figures.

const serverUrl = process.env.TEST_DATABASE_URL
const SKIP =
  !serverUrl && process.env.CI !== 'true'
    ? 'the viral-link load test needs a PostgreSQL server (TEST_DATABASE_URL; CI sets it)'
    : false

describe.skipIf(SKIP)('a viral link on the PostgreSQL server behind the pooler', () => {
  let p: TestPlatform
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'viral')
    p = await startTestPlatform({ databaseUrl: scratch.url, buildWeb: true })
  }, 400_000)
  afterAll(async () => {
    await p?.stop()
    await scratch?.drop()
  })

  it('answers 500 readers and 60 buyers racing for 5 units without a 5xx, and sells exactly 5', async () => {
    const figures = await viralLoad({
      functionsUrl: `${p.url}/functions/v1`,
      siteUrl: p.platform.siteUrl,
      sql: p.platform.sql,
    })
    console.info(`viral link: ${JSON.stringify(figures)}`)
    expect(figures.serverErrors).toBe(0)
    expect(figures.statuses['201']).toBe(VIRAL_DEFAULTS.units)
    // The others are told the product is gone (409), never held in a queue or failed.
    expect(figures.statuses['409']).toBe(VIRAL_DEFAULTS.checkouts - VIRAL_DEFAULTS.units)
    expect(figures.accepted).toBe(VIRAL_DEFAULTS.units)
    expect(figures.sold).toBe(VIRAL_DEFAULTS.units)
    const [product] = await p.platform.sql<{ available: number; reserved: number }[]>`
      select available, reserved from public.products where is_active order by slug limit 1`
    expect(product).toEqual({ available: 0, reserved: 0 })
  }, 120_000)
})

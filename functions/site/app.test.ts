import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../platform/db/database.ts'
import { prepareDatabase } from '../../platform/db/setup.ts'
import { openFreshDatabase } from '../../tests/helpers/database.ts'
import { testFunctionEnv } from '../_shared/testing/env.ts'
import { createSiteApp } from './app.ts'

const env = testFunctionEnv()

describe('site function', () => {
  let db: Database
  beforeAll(async () => {
    db = await openFreshDatabase('pglite')
    await prepareDatabase(db.sql)
  })
  afterAll(() => db?.close())

  it('serves the public settings with the seed spec constants as defaults', async () => {
    const app = createSiteApp({ env, sql: db.sql })
    const response = await app.request('/site/settings')
    expect(response.status).toBe(200)
    const settings = await response.json()
    expect(settings.claims).toEqual({ festivals: 50, releases: 100, monthly_listeners: 500000 })
    expect(settings.rates).toEqual({
      dj_show_cents: 60000,
      dj_show_block_hours: 2,
      session_hourly_cents: 150000,
      session_hours: { min: 1, max: 3 },
    })
    expect(settings.set_lengths).toEqual({
      festival: { min: 1, max: 2 },
      club: { min: 3, max: 4 },
      extended: { min: 6, max: 8 },
    })
    expect(settings.revisions).toEqual({ mixing: 3, mastering: 1 })
    expect(settings.studio_prices).toEqual({
      mixing_cents: 25000,
      mastering_cents: 8000,
      mix_master_cents: 30000,
    })
    expect(settings.studio_demo).toBeNull()
    expect(settings.mix_master_delivery_days).toEqual({ min: 5, max: 7 })
    expect(settings).not.toHaveProperty('requireAdminMfa')
  })

  it('answers CORS preflight for the site origin only', async () => {
    const app = createSiteApp({ env, sql: db.sql })
    const preflight = (origin: string) =>
      app.request('/site/contact', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
    const allowed = await preflight('https://kaelvoss.example')
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://kaelvoss.example')
    const refused = await preflight('https://evil.example')
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers unknown paths with the JSON error shape', async () => {
    const response = await createSiteApp({ env, sql: db.sql }).request('/site/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /site/nope' },
    })
  })
})

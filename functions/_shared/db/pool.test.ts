import { describe, expect, it } from 'vitest'
import { readFunctionEnv } from '../env.ts'
import { testFunctionEnv } from '../testing/env.ts'
import { FUNCTION_POOL_OPTIONS, functionDatabaseUrl } from './pool.ts'

const DIRECT = 'postgresql://postgres:pw@db.abcdefghijklmnop.supabase.co:5432/postgres'
const POOLER =
  'postgresql://postgres.abcdefghijklmnop:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres'

describe('the functions’ database connection', () => {
  it('goes through the pooler when DB_POOLER_URL is set', () => {
    const env = testFunctionEnv({ SUPABASE_DB_URL: DIRECT, DB_POOLER_URL: POOLER })
    expect(functionDatabaseUrl(env)).toBe(POOLER)
  })

  it('falls back to SUPABASE_DB_URL without one', () => {
    expect(functionDatabaseUrl(testFunctionEnv({ SUPABASE_DB_URL: DIRECT }))).toBe(DIRECT)
  })

  it('refuses a pooler URL that is not a postgres:// URL, naming it', () => {
    const { DB_POOLER_URL: _unset, ...base } = testFunctionEnv()
    const source = {
      ...Object.fromEntries(Object.entries(base).filter(([, value]) => typeof value === 'string')),
      SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
      DB_POOLER_URL: 'https://pooler.example',
    }
    expect(() => readFunctionEnv(source)).toThrow(/DB_POOLER_URL: must be a postgres:\/\/ URL/)
  })

  it('keeps nothing a transaction pooler breaks, and few connections that do not linger', () => {
    expect(FUNCTION_POOL_OPTIONS.prepare).toBe(false)
    expect(FUNCTION_POOL_OPTIONS.max).toBeLessThanOrEqual(2)
    expect(FUNCTION_POOL_OPTIONS.idle_timeout).toBeGreaterThan(0)
    expect(FUNCTION_POOL_OPTIONS.max_lifetime).toBeGreaterThan(0)
  })
})

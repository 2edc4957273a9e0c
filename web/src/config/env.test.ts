import { describe, expect, it } from 'vitest'
import { env } from './app-env'
import { parseEnv } from './env'

const KEY = 'sb_publishable_0123456789abcdefghij'
const SITE = 'https://kaelvoss.example'

describe('parseEnv', () => {
  it('derives the functions URL from the Supabase URL', () => {
    expect(
      parseEnv({
        VITE_SUPABASE_URL: 'http://localhost:54321/',
        VITE_SUPABASE_PUBLISHABLE_KEY: KEY,
        VITE_SITE_URL: 'https://kaelvoss.example/',
      }),
    ).toEqual({
      supabaseUrl: 'http://localhost:54321',
      supabaseKey: KEY,
      functionsUrl: 'http://localhost:54321/functions/v1',
      siteUrl: 'https://kaelvoss.example',
    })
  })

  it('stops with a list naming each missing variable', () => {
    expect(() => parseEnv({})).toThrow(
      /- VITE_SUPABASE_URL is missing\n- VITE_SUPABASE_PUBLISHABLE_KEY is missing\n- VITE_SITE_URL is missing/,
    )
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_PUBLISHABLE_KEY: KEY, VITE_SITE_URL: SITE }),
    ).toThrow(/VITE_SUPABASE_URL is missing/)
  })

  it('refuses a value that is not an http(s) URL, or a key too short to be one', () => {
    expect(() =>
      parseEnv({
        VITE_SUPABASE_URL: 'ftp://example.com',
        VITE_SUPABASE_PUBLISHABLE_KEY: KEY,
        VITE_SITE_URL: SITE,
      }),
    ).toThrow(/VITE_SUPABASE_URL is invalid/)
    expect(() =>
      parseEnv({
        VITE_SUPABASE_URL: 'https://x.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'k',
        VITE_SITE_URL: SITE,
      }),
    ).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY is invalid/)
  })

  it('takes the database region the functions should run in, one of Supabase’s, or none', () => {
    const base = { VITE_SUPABASE_URL: 'https://api.x.example', VITE_SUPABASE_PUBLISHABLE_KEY: KEY }
    expect(
      parseEnv({ ...base, VITE_SITE_URL: SITE, VITE_FUNCTION_REGION: 'eu-central-1' })
        .functionRegion,
    ).toBe('eu-central-1')
    expect(parseEnv({ ...base, VITE_SITE_URL: SITE }).functionRegion).toBeUndefined()
    expect(() =>
      parseEnv({ ...base, VITE_SITE_URL: SITE, VITE_FUNCTION_REGION: 'mars-north-1' }),
    ).toThrow(/VITE_FUNCTION_REGION is invalid/)
  })

  it('is what the app reads, parsed when the build (here: the test run) started', () => {
    expect(env.functionsUrl).toBe('http://localhost:54321/functions/v1')
    expect(env.supabaseKey).toMatch(/^sb_publishable_/)
  })
})

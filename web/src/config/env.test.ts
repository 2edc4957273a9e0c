import { describe, expect, it } from 'vitest'
import { env } from './app-env'
import { parseEnv } from './env'

describe('parseEnv', () => {
  it('derives the functions URL from the Supabase URL', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'http://localhost:54321/' })).toEqual({
      supabaseUrl: 'http://localhost:54321',
      functionsUrl: 'http://localhost:54321/functions/v1',
    })
  })

  it('stops with a list naming each missing variable', () => {
    expect(() => parseEnv({})).toThrow(/- VITE_SUPABASE_URL is missing/)
    expect(() => parseEnv({ VITE_SUPABASE_URL: '' })).toThrow(/VITE_SUPABASE_URL is missing/)
  })

  it('refuses a value that is not an http(s) URL', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://example.com' })).toThrow(
      /VITE_SUPABASE_URL is invalid/,
    )
  })

  it('is what the app reads, parsed when the build (here: the test run) started', () => {
    expect(env.functionsUrl).toBe('http://localhost:54321/functions/v1')
  })
})

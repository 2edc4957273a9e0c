import { describe, expect, it } from 'vitest'
import { readFunctionEnv } from './env.ts'

// The variables as a hosted project's Edge Functions receive them (docs: Edge Functions →
// Environment Variables, default secrets), plus the README's `supabase secrets set` ones.
const SECRET = 'sb_secret_Q2hlY2tzIHRoZSBrZXkgbmV2ZXIgbGVha3M'
const hosted = {
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_DB_URL: 'postgresql://postgres:pw@db.abcdefghijklmnop.supabase.co:5432/postgres',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
  SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET }),
  SUPABASE_JWKS: '{"keys":[]}',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  RESEND_API_KEY: 're_x',
  EMAIL_FROM: 'Kael Voss <hello@kaelvoss.example>',
  OWNER_EMAIL: 'owner@kaelvoss.example',
  SITE_URL: 'https://kaelvoss.example',
}

function startupError(source: Record<string, string | undefined>): string {
  try {
    readFunctionEnv(source)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the environment was accepted')
}

describe('readFunctionEnv', () => {
  it('reads the secret keys from SUPABASE_SECRET_KEYS, every named key kept', () => {
    const env = readFunctionEnv({
      ...hosted,
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET, cron: 'sb_secret_cron' }),
    })
    expect(env.SUPABASE_SECRET_KEYS.default).toBe(SECRET)
    expect(env.SUPABASE_SECRET_KEYS).toEqual({ default: SECRET, cron: 'sb_secret_cron' })
  })

  it('needs no legacy key', () => {
    expect(Object.keys(hosted).some((name) => /ANON|SERVICE_ROLE/.test(name))).toBe(false)
    expect(() => readFunctionEnv(hosted)).not.toThrow()
  })

  it.each([
    ['not JSON', `${SECRET}`, 'must be a JSON object'],
    ['truncated JSON', `{"default":"${SECRET}"`, 'must be a JSON object'],
    ['a JSON string', JSON.stringify(SECRET), 'must be a JSON object'],
    ['a JSON array', JSON.stringify([SECRET]), 'must be a JSON object'],
    ['null', 'null', 'must be a JSON object'],
    ['an empty object', '{}', 'has no key named "default"'],
    ['no default key', JSON.stringify({ cron: SECRET }), 'has no key named "default"'],
    [
      'a legacy JWT',
      JSON.stringify({ default: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }),
      'is not a sb_secret_',
    ],
    ['a publishable key', JSON.stringify({ default: 'sb_publishable_x' }), 'is not a sb_secret_'],
    ['a bare prefix', JSON.stringify({ default: 'sb_secret_' }), 'is not a sb_secret_'],
    ['a number', JSON.stringify({ default: 42 }), 'is not a sb_secret_'],
    ['a nested object', JSON.stringify({ default: { value: SECRET } }), 'is not a sb_secret_'],
    ['a prototype key', `{"__proto__":"x","default":"${SECRET}"}`, 'is not a sb_secret_'],
  ])('stops at start when SUPABASE_SECRET_KEYS is %s, without printing it', (_, value, message) => {
    const error = startupError({ ...hosted, SUPABASE_SECRET_KEYS: value })
    expect(error).toContain("The function's environment is incomplete")
    expect(error).toContain(`SUPABASE_SECRET_KEYS: `)
    expect(error).toContain(message)
    expect(error).not.toContain(SECRET.slice('sb_secret_'.length))
  })

  it('stops a project still on legacy keys with what to do, never falling back to them', () => {
    const { SUPABASE_SECRET_KEYS: _, ...legacy } = hosted
    const error = startupError({
      ...legacy,
      SUPABASE_SERVICE_ROLE_KEY: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
    })
    expect(error).toContain('SUPABASE_SECRET_KEYS: ')
    expect(error).toContain('legacy service_role key')
    expect(error).toContain('Projects with legacy keys')
    expect(error).not.toContain('eyJhbGciOiJIUzI1NiJ9')
  })

  it('says only what is missing when there is no legacy key either', () => {
    const { SUPABASE_SECRET_KEYS: _, ...none } = hosted
    const error = startupError(none)
    expect(error).toContain('SUPABASE_SECRET_KEYS: ')
    expect(error).not.toContain('legacy')
  })
})

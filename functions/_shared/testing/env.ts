import type { FunctionEnv } from '../env.ts'

/** A complete, valid function environment for tests; pass only what a test cares about. */
export function testFunctionEnv(overrides: Partial<FunctionEnv> = {}): FunctionEnv {
  return {
    SUPABASE_URL: 'http://localhost:54321',
    SUPABASE_DB_URL: 'postgresql://postgres@127.0.0.1:54322/postgres',
    SUPABASE_SECRET_KEYS: { default: 'sb_secret_test' },
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    RESEND_API_KEY: 're_x',
    EMAIL_FROM: 'Site <no-reply@example.com>',
    OWNER_EMAIL: 'owner@example.com',
    SITE_URL: 'https://kaelvoss.example',
    ...overrides,
  }
}

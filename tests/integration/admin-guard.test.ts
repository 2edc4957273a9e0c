import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSigningKeys } from '../../platform/auth/keys.ts'
import { adminCall, enrolTotp, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

async function errorCode(response: Response) {
  return ((await response.json()) as { error?: { code: string } }).error?.code
}

describe('the admin guard', () => {
  let p: TestPlatform

  beforeAll(async () => {
    p = await startTestPlatform()
  })
  afterAll(() => p?.stop())

  it('refuses a missing, tampered or expired token with 401', async () => {
    const missing = await adminCall(p, null, 'me')
    expect([missing.status, await errorCode(missing)]).toEqual([401, 'unauthorized'])

    const { token } = await signIn(p, 'owner@example.com')
    const [header, payload, signature] = token.split('.')
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    forged.sub = '00000000-0000-0000-0000-000000000000'
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`
    const refused = await adminCall(p, tampered, 'me')
    expect([refused.status, await errorCode(refused)]).toEqual([401, 'invalid_token'])

    const keys = await loadSigningKeys(p.dataDir, `${p.url}/auth/v1`)
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    delete claims.exp
    delete claims.iat
    delete claims.iss
    const expired = await keys.sign(claims, -60)
    const late = await adminCall(p, expired, 'me')
    expect([late.status, await errorCode(late)]).toEqual([401, 'token_expired'])
  })

  it('refuses a signed-in user without the admin role with 403', async () => {
    const { token } = await signIn(p, 'fan@example.com')
    const response = await adminCall(p, token, 'me')
    expect([response.status, await errorCode(response)]).toEqual([403, 'not_admin'])
  })

  it('lets the owner in at aal1 while the account has no second factor', async () => {
    const { token } = await signIn(p, 'owner@example.com')
    const response = await adminCall(p, token, 'me')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ email: 'owner@example.com', aal: 'aal1' })
  })

  it('asks for the enrolment first when settings require two-factor', async () => {
    const { token } = await signIn(p, 'owner@example.com')
    // The settings change goes through SQL: the admin settings API is tested on its own.
    await p.platform.sql`update public.settings set require_admin_mfa = true`
    try {
      const response = await adminCall(p, token, 'me')
      expect([response.status, await errorCode(response)]).toEqual([403, 'mfa_enrollment_required'])
    } finally {
      await p.platform.sql`update public.settings set require_admin_mfa = false`
    }
  })

  it('requires aal2 once the owner has a verified factor, and accepts it', async () => {
    const { supabase, token: aal1 } = await signIn(p, 'owner@example.com')
    const { token: aal2 } = await enrolTotp(supabase)

    const again = await signIn(p, 'owner@example.com')
    const refused = await adminCall(p, again.token, 'me')
    expect([refused.status, await errorCode(refused)]).toEqual([403, 'mfa_required'])
    expect(aal1).not.toBe(aal2)

    const allowed = await adminCall(p, aal2, 'me')
    expect(allowed.status).toBe(200)
    expect(await allowed.json()).toMatchObject({ aal: 'aal2' })
  })

  it('answers CORS preflight for the site without a token', async () => {
    const response = await p.call('admin/tracks', {
      method: 'OPTIONS',
      headers: { origin: p.platform.siteUrl, 'access-control-request-method': 'GET' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(p.platform.siteUrl)
  })
})

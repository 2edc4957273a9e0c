import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSigningKeys } from '../../platform/auth/keys.ts'
import { supabaseClient } from '../contract/helpers/auth-clients.ts'
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts'
import { adminCall, enrolTotp, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

/** A WebAuthn challenge as supabase-js hands it over, options ready for the authenticator. */
type WebAuthnChallenge<Type extends 'create' | 'request'> = {
  id: string
  webauthn: {
    type: Type
    credential_options: {
      publicKey: Parameters<SoftAuthenticator[Type extends 'create' ? 'create' : 'get']>[0]
    }
  }
}

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

  /** A new admin account, signed in at aal1 (the owner's own factors stay out of the way). */
  async function newAdmin(email: string) {
    const service = supabaseClient(p.url, p.keys.secret_key)
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: p.demoPassword,
      email_confirm: true,
    })
    if (error) throw error
    await p.platform
      .sql`insert into public.roles (user_id, role) values (${data.user!.id}, 'admin')`
    return signIn(p, email)
  }

  it('requires aal2 once an admin has a verified security key, and accepts the key', async () => {
    const rp = { rpId: 'localhost', rpOrigins: [p.platform.siteUrl] }
    const key = new SoftAuthenticator(p.platform.siteUrl, 'localhost')
    const { supabase } = await newAdmin('key-admin@example.com')
    const { data: factor } = await supabase.auth.mfa.enroll({ factorType: 'webauthn' })
    const create = await supabase.auth.mfa.challenge({ factorId: factor!.id, webauthn: rp })
    const creation = create.data as unknown as WebAuthnChallenge<'create'>
    const enrolled = await supabase.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: creation.id,
      webauthn: {
        type: 'create',
        ...rp,
        credential_response: key.create(creation.webauthn.credential_options.publicKey) as never,
      },
    })
    expect(enrolled.error).toBeNull()

    const later = await signIn(p, 'key-admin@example.com')
    const refused = await adminCall(p, later.token, 'me')
    expect([refused.status, await errorCode(refused)]).toEqual([403, 'mfa_required'])
    const request = await later.supabase.auth.mfa.challenge({ factorId: factor!.id, webauthn: rp })
    const assertion = request.data as unknown as WebAuthnChallenge<'request'>
    const verified = await later.supabase.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: assertion.id,
      webauthn: {
        type: 'request',
        ...rp,
        credential_response: key.get(assertion.webauthn.credential_options.publicKey) as never,
      },
    })
    expect(verified.error).toBeNull()
    const allowed = await adminCall(p, verified.data!.access_token, 'me')
    expect([allowed.status, (await allowed.json()).aal]).toEqual([200, 'aal2'])
  })

  it('requires aal2 once an admin has a verified phone, with the code read from the SMS sandbox', async () => {
    const { supabase } = await newAdmin('phone-admin@example.com')
    const { data: factor } = await supabase.auth.mfa.enroll({
      factorType: 'phone',
      phone: '+351912000111',
    })
    const smsCode = async () => {
      const response = await fetch(`${p.url}/_sms/api/messages`)
      const { data } = (await response.json()) as { data: { to: string; body: string }[] }
      const text = data.find((message) => message.to === '+351912000111')
      return /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? ''
    }
    const first = await supabase.auth.mfa.challenge({ factorId: factor!.id })
    const enrolled = await supabase.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: first.data!.id,
      code: await smsCode(),
    })
    expect(enrolled.error).toBeNull()

    const later = await signIn(p, 'phone-admin@example.com')
    const refused = await adminCall(p, later.token, 'me')
    expect([refused.status, await errorCode(refused)]).toEqual([403, 'mfa_required'])
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

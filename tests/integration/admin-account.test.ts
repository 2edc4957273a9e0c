import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, enrolTotp, signIn } from './helpers/admin.ts'
import { startTestPlatform, type TestPlatform } from './helpers/platform.ts'

type ErrorBody = { error: { code: string; fields?: Record<string, string> } }

// The owner's own factors renamed through the admin function, which asks the auth service's admin
// API (GoTrue has no user-side call): only the caller's own factors, names unique per account.
describe('the owner renames a second factor', () => {
  let p: TestPlatform

  beforeAll(async () => {
    p = await startTestPlatform()
  })
  afterAll(() => p?.stop())

  const rename = (token: string, factorId: string, body: unknown) =>
    adminCall(p, token, `account/factors/${factorId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('renames their own factor, refuses a clash, bad names and anyone else’s factor', async () => {
    const owner = await signIn(p, 'owner@example.com')
    const { factorId, token } = await enrolTotp(owner.supabase)
    // A second app, enrolled but not yet confirmed, holds the name "Tablet".
    const tablet = await owner.supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Tablet',
    })
    expect(tablet.error).toBeNull()

    const renamed = await rename(token, factorId, { friendly_name: '  Studio phone ' })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toEqual({ id: factorId, friendly_name: 'Studio phone' })
    const { data } = await owner.supabase.auth.mfa.listFactors()
    expect(data?.all.find((factor) => factor.id === factorId)?.friendly_name).toBe('Studio phone')

    const clash = await rename(token, factorId, { friendly_name: 'Tablet' })
    expect(clash.status).toBe(409)
    expect(((await clash.json()) as ErrorBody).error.code).toBe('factor_name_taken')

    for (const body of [
      { friendly_name: '   ' },
      { friendly_name: 'x'.repeat(61) },
      { friendly_name: 'nul\u0000byte' },
      { friendly_name: 42 },
      { friendly_name: 'ok', extra: true },
    ]) {
      const refused = await rename(token, factorId, body)
      expect(refused.status, JSON.stringify(body)).toBe(422)
    }

    // The fan's factor is not the owner's to rename; nor is an id that names nothing.
    const fan = await signIn(p, 'fan@example.com')
    const fanFactor = await fan.supabase.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Fan',
    })
    expect(fanFactor.error).toBeNull()
    for (const id of [fanFactor.data!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await rename(token, id, { friendly_name: 'Mine now' })
      expect(missing.status, id).toBe(404)
      expect(((await missing.json()) as ErrorBody).error.code).toBe('factor_not_found')
    }
    const { data: fanFactors } = await fan.supabase.auth.mfa.listFactors()
    expect(fanFactors?.all.map((factor) => factor.friendly_name)).toEqual(['Fan'])

    // Only the admin function's admins: the fan cannot use it at all.
    expect((await rename(fan.token, fanFactor.data!.id, { friendly_name: 'x' })).status).toBe(403)
  })
})

import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { signInErrorOf } from './email-sign-in'

describe('what the library says about a failed sign-in', () => {
  it('names GoTrue’s codes it explains, and the rest as unknown', () => {
    const api = (status: number, code: string) => new AuthApiError('refused', status, code)
    expect(signInErrorOf(api(403, 'otp_expired'))).toBe('otp_expired')
    expect(signInErrorOf(api(429, 'over_email_send_rate_limit'))).toBe('over_email_send_rate_limit')
    expect(signInErrorOf(api(429, 'over_request_rate_limit'))).toBe('over_request_rate_limit')
    expect(signInErrorOf(api(400, 'validation_failed'))).toBe('email_invalid')
    expect(signInErrorOf(api(429, 'something_new'))).toBe('over_request_rate_limit')
    expect(signInErrorOf(api(422, 'signup_disabled'))).toBe('unknown')
    expect(signInErrorOf(new AuthRetryableFetchError('down', 503))).toBe('network')
    expect(signInErrorOf('nonsense')).toBe('unknown')
  })
})

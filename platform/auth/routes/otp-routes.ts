import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from '../context.ts'
import { requestEmailOtp } from '../email-otp.ts'
import { badRequest } from '../errors.ts'
import { validatePkceParams } from '../flow-state.ts'
import { referrerUrl } from '../redirects.ts'
import { readJson } from './request.ts'

// GoTrue's OtpParams. JSON nulls read as absent, as Go's decoder leaves the zero value;
// supabase-js sends `code_challenge: null` outside PKCE, and extra fields GoTrue ignores.
const optionalString = z.string().nullish()
const OtpBody = z.object({
  email: optionalString,
  phone: optionalString,
  create_user: z.boolean().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
  channel: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
})

/** `POST /otp`: a sign-in email (magic link and code) or, for a new address, a sign-up one. */
export function otpRoutes(ctx: AuthContext) {
  const app = new Hono()
  app.post('/otp', async (c) => {
    const body = await readJson(c, OtpBody)
    const email = body.email ?? ''
    const phone = body.phone ?? ''
    if (email && phone) {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided',
      )
    }
    if (email && body.channel) {
      throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP')
    }
    validatePkceParams(body.code_challenge_method, body.code_challenge)
    if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
    if (!email) throw badRequest('validation_failed', 'One of email or phone must be set')
    await requestEmailOtp(ctx, {
      email,
      createUser: body.create_user ?? true,
      data: body.data ?? {},
      codeChallenge: body.code_challenge ?? null,
      codeChallengeMethod: body.code_challenge_method ?? null,
      redirectTo: referrerUrl(ctx.redirects, {
        redirectTo: c.req.header('redirect_to') ?? c.req.query('redirect_to'),
        referer: c.req.header('referer'),
      }),
    })
    return c.json({})
  })
  return app
}

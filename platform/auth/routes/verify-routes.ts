import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext, RequestOrigin } from '../context.ts'
import { SINGLE_CONFIRMATION } from '../email-change.ts'
import { validateEmail } from '../email-otp.ts'
import { isVerifyType, proveEmail } from '../email-proof.ts'
import { AuthError, badRequest, forbidden, unprocessable } from '../errors.ts'
import { type FlowType, issueAuthCode, PKCE_PREFIX } from '../flow-state.ts'
import { startSession } from '../grants.ts'
import { referrerUrl } from '../redirects.ts'
import { readJson, requestOrigin } from './request.ts'

// GoTrue's oauthErrorMap: the OAuth error name a failed link's redirect carries.
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

// The flow state a link's type resumes (GoTrue's ParseAuthenticationMethod).
const LINK_METHODS: Record<string, string> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
}

/** GoTrue's prepRedirectURL: a message (one side of an email change confirmed), no session. */
function messageRedirect(redirectTo: string, message: string, flowType: FlowType): string {
  const url = new URL(redirectTo)
  if (flowType === 'pkce') url.searchParams.set('message', message)
  else
    url.hash = new URLSearchParams([
      ['message', message],
      ['sb', ''],
    ]).toString()
  return url.toString()
}

/** GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query for PKCE flows. */
function errorRedirect(redirectTo: string, error: AuthError, flowType: FlowType): string {
  const url = new URL(redirectTo)
  const fields: [string, string][] = []
  const oauthError = OAUTH_ERRORS[error.status]
  if (oauthError) fields.push(['error', oauthError])
  fields.push(['error_code', error.code], ['error_description', error.message])
  if (flowType === 'pkce') {
    for (const [key, value] of fields) url.searchParams.set(key, value)
  }
  url.hash = new URLSearchParams([...fields, ['sb', '']]).toString()
  return url.toString()
}

function readLinkRequest(c: Context, ctx: AuthContext) {
  const type = c.req.query('type') ?? ''
  const token = c.req.query('token') ?? ''
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type')
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  const redirectTo = referrerUrl(ctx.redirects, {
    redirectTo: c.req.header('redirect_to') ?? c.req.query('redirect_to'),
    referer: c.req.header('referer'),
  })
  return { type, token, redirectTo }
}

/**
 * `GET /verify`: the email's link, opened in a browser. Redirects (303) to `redirect_to` with
 * `?code=` in PKCE flows, the session in the fragment otherwise, or the error.
 */
export function verifyLinkRoutes(ctx: AuthContext) {
  const app = new Hono()
  app.get('/verify', async (c) => {
    const { type, token, redirectTo } = readLinkRequest(c, ctx)
    const flowType: FlowType = token.startsWith(PKCE_PREFIX) ? 'pkce' : 'implicit'
    const method = LINK_METHODS[type]
    if (flowType === 'pkce' && !method) {
      throw badRequest('validation_failed', `unsupported authentication method "${type}"`)
    }
    const origin = requestOrigin(c)
    // A failed link counts against its caller as a failed code does (verifyCode below).
    const keys = [`address:${origin.ip}`]
    const now = ctx.now()
    let target: URL
    try {
      ctx.attempts.check(keys, now)
      target = await ctx.sql.begin(async (tx) => {
        const proved = await proveEmail(ctx, tx, type, { link: token })
        if (!proved) return new URL(messageRedirect(redirectTo, SINGLE_CONFIRMATION, flowType))
        const { user } = proved
        const url = new URL(redirectTo)
        if (flowType === 'pkce') {
          url.searchParams.set('code', await issueAuthCode(tx, ctx.now(), user.id, method!))
          return url
        }
        const session = await startSession(ctx, tx, user.id, 'otp', origin)
        url.hash = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: proved.kind,
        }).toString()
        return url
      })
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      if (error.code === 'otp_expired') ctx.attempts.failed(keys, now)
      return c.redirect(errorRedirect(redirectTo, error, flowType), 303)
    }
    return c.redirect(target.toString(), 303)
  })
  return app
}

const optionalString = z.string().nullish()
const VerifyBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
})

type VerifyBody = z.infer<typeof VerifyBody>

/** GoTrue's VerifyParams.Validate for POST: a code with its address, or a token hash alone. */
function readCode(body: VerifyBody) {
  const type = body.type ?? ''
  const token = body.token ?? ''
  const tokenHash = body.token_hash ?? ''
  const email = body.email ?? ''
  const phone = body.phone ?? ''
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type')
  if (!token === !tokenHash) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  if (tokenHash) {
    if (email || phone || body.redirect_to) {
      throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
    }
    return { type, proof: { link: tokenHash }, email: null }
  }
  if (phone && !email) throw forbidden('otp_expired', 'Token has expired or is invalid')
  if (!email || phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on verify',
    )
  }
  let address: string
  try {
    address = validateEmail(email)
  } catch {
    throw unprocessable('validation_failed', 'Invalid email format')
  }
  return { type, proof: { email: address, code: token }, email: address }
}

async function verifyCode(ctx: AuthContext, body: VerifyBody, origin: RequestOrigin) {
  const { type, proof, email } = readCode(body)
  if (!isVerifyType(type)) throw badRequest('validation_failed', 'Unsupported verification type')
  // Six digits are guessable: failed codes count against the caller and the address.
  const keys = [`address:${origin.ip}`, ...(email ? [`account:${email}`] : [])]
  const now = ctx.now()
  ctx.attempts.check(keys, now)
  try {
    return await ctx.sql.begin(async (tx) => {
      const proved = await proveEmail(ctx, tx, type, proof)
      // GoTrue's answer to the first of an email change's two confirmations.
      if (!proved) return { msg: SINGLE_CONFIRMATION, code: '200' }
      return startSession(ctx, tx, proved.user.id, 'otp', origin)
    })
  } catch (error) {
    if (error instanceof AuthError && error.code === 'otp_expired') ctx.attempts.failed(keys, now)
    throw error
  }
}

/** `POST /verify`: the typed code (with its email) or a token hash, for a session. */
export function verifyRoutes(ctx: AuthContext) {
  const app = new Hono()
  app.post('/verify', async (c) => {
    const body = await readJson(c, VerifyBody)
    return c.json(await verifyCode(ctx, body, requestOrigin(c)))
  })
  return app
}

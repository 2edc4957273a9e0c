import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Db } from './context.ts'
import { badRequest, notFound, unprocessable } from './errors.ts'

// PKCE (RFC 7636) as GoTrue keeps it (internal/api/pkce.go, internal/models/flow_state.go): a
// sign-in that leaves the browser (an email link, later an OAuth provider) stores the client's
// code challenge in auth.flow_state; the way back carries an auth code, and only the client that
// holds the code verifier can exchange it for a session, once. Any sign-in method reuses this
// module: create the flow state when the flow starts, issue the auth code when the user has
// proved who they are, exchange it at `POST /token?grant_type=pkce`.

export type FlowType = 'pkce' | 'implicit'

/** Token hashes of PKCE flows carry this prefix, so /verify knows to answer with a code. */
export const PKCE_PREFIX = 'pkce_'

/** GoTrue's default FLOW_STATE_EXPIRY_DURATION. */
export const FLOW_STATE_EXPIRY_SECONDS = 300

const MIN_CHALLENGE_LENGTH = 43
const MAX_CHALLENGE_LENGTH = 128
const CHALLENGE_PATTERN = /^[a-zA-Z._~0-9-]+$/

export type CodeChallengeMethod = 's256' | 'plain'

export type FlowStateRow = {
  id: string
  user_id: string | null
  auth_code: string | null
  code_challenge: string | null
  code_challenge_method: CodeChallengeMethod | null
  provider_type: string
  provider_access_token: string | null
  provider_refresh_token: string | null
  authentication_method: string
  auth_code_issued_at: Date | null
  created_at: Date
  referrer: string | null
}

/** GoTrue's validatePKCEParams: both or neither, and a challenge of RFC 7636's shape. */
export function validatePkceParams(
  method: string | null | undefined,
  challenge: string | null | undefined,
) {
  if (!challenge !== !method) {
    throw badRequest(
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    )
  }
  if (!challenge) return
  if (challenge.length < MIN_CHALLENGE_LENGTH || challenge.length > MAX_CHALLENGE_LENGTH) {
    throw badRequest(
      'validation_failed',
      `code challenge has to be between ${MIN_CHALLENGE_LENGTH} and ${MAX_CHALLENGE_LENGTH} characters`,
    )
  }
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw badRequest(
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
}

export const flowTypeOf = (challenge: string | null | undefined): FlowType =>
  challenge ? 'pkce' : 'implicit'

export const withFlowPrefix = (tokenHash: string, flowType: FlowType) =>
  flowType === 'pkce' ? `${PKCE_PREFIX}${tokenHash}` : tokenHash

function parseChallengeMethod(method: string): CodeChallengeMethod {
  const lower = method.toLowerCase()
  if (lower === 's256' || lower === 'plain') return lower
  // GoTrue fails the request here with an error that is not an HTTP error (a 500).
  throw badRequest('validation_failed', `unsupported code_challenge method "${method}"`)
}

export type NewFlowState = {
  /** GoTrue's provider_type: 'magiclink', 'email', or an OAuth provider's name. */
  providerType: string
  /** GoTrue's AuthenticationMethod string: 'magiclink', 'email/signup', 'oauth', … */
  authenticationMethod: string
  codeChallenge?: string | null
  codeChallengeMethod?: string | null
  userId?: string | null
  referrer?: string | null
}

/** GoTrue's generateFlowState; the auth code exists from the start but is handed out later. */
export async function createFlowState(db: Db, now: Date, params: NewFlowState) {
  const pkce = Boolean(params.codeChallenge)
  const [row] = await db<FlowStateRow[]>`
    insert into auth.flow_state (
      id, user_id, auth_code, code_challenge, code_challenge_method, provider_type,
      authentication_method, created_at, updated_at, referrer
    ) values (
      ${randomUUID()}, ${params.userId ?? null}, ${pkce ? randomUUID() : null},
      ${pkce ? params.codeChallenge! : null},
      ${pkce ? parseChallengeMethod(params.codeChallengeMethod ?? '') : null},
      ${params.providerType}, ${params.authenticationMethod}, ${now}, ${now},
      ${params.referrer ?? null}
    )
    returning *`
  return row!
}

/**
 * GoTrue's issueAuthCode: the user proved who they are (followed the email link); their newest
 * flow state of that method gives up its auth code, and the time is noted (a magic link's code
 * expires counting from then).
 */
export async function issueAuthCode(
  db: Db,
  now: Date,
  userId: string,
  authenticationMethod: string,
): Promise<string> {
  const [flow] = await db<FlowStateRow[]>`
    select * from auth.flow_state
    where user_id = ${userId} and authentication_method = ${authenticationMethod}
    order by created_at desc limit 1`
  if (!flow) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. No valid flow state found for user.',
    )
  }
  if (!flow.auth_code) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. Flow state does not have an auth code (not a PKCE flow).',
    )
  }
  await db`
    update auth.flow_state set auth_code_issued_at = ${now}, updated_at = ${now}
    where id = ${flow.id}`
  return flow.auth_code
}

/** GoTrue's FlowState.IsExpired: magic links count from the code's issue, the rest from creation. */
export function isFlowStateExpired(flow: FlowStateRow, now: Date, expirySeconds: number) {
  const from =
    flow.auth_code_issued_at && flow.authentication_method === 'magiclink'
      ? flow.auth_code_issued_at
      : flow.created_at
  return now.getTime() > from.getTime() + expirySeconds * 1000
}

/** GoTrue's security.VerifyPKCEChallenge, in constant time. */
export function pkceChallengeMatches(flow: FlowStateRow, codeVerifier: string): boolean {
  const challenge = flow.code_challenge ?? ''
  const expected =
    flow.code_challenge_method === 's256'
      ? createHash('sha256').update(codeVerifier).digest('base64url')
      : codeVerifier
  const a = Buffer.from(challenge)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The checks of `POST /token?grant_type=pkce`, in GoTrue's order, on the flow state locked for
 * the caller's transaction. The caller issues the session and then deletes the flow state with
 * `consumeFlowState` in the same transaction, so a code is exchanged once.
 */
export async function lockFlowStateForExchange(
  db: Db,
  now: Date,
  authCode: string,
  codeVerifier: string,
  expirySeconds = FLOW_STATE_EXPIRY_SECONDS,
): Promise<FlowStateRow & { user_id: string }> {
  const [flow] = await db<FlowStateRow[]>`
    select * from auth.flow_state where auth_code = ${authCode} limit 1 for update`
  if (!flow?.user_id) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  }
  if (isFlowStateExpired(flow, now, expirySeconds)) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  if (!pkceChallengeMatches(flow, codeVerifier)) {
    const reason = flow.code_challenge_method
      ? 'code challenge does not match previously saved code verifier'
      : 'PKCE verification not applicable for implicit flow'
    throw badRequest('bad_code_verifier', reason)
  }
  return flow as FlowStateRow & { user_id: string }
}

export async function consumeFlowState(db: Db, flowId: string) {
  await db`delete from auth.flow_state where id = ${flowId}`
}

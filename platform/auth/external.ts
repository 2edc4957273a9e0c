import { randomUUID } from 'node:crypto'
import { findUserById, isBanned } from './accounts.ts'
import type { AuthContext, Db, RequestOrigin } from './context.ts'
import { AuthError, badRequest, forbidden, OAuthError, unprocessable } from './errors.ts'
import {
  keycloakProvider,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  type ProviderUser,
} from './external-providers.ts'
import {
  createFlowState,
  type FlowStateRow,
  isFlowStateExpired,
  validatePkceParams,
} from './flow-state.ts'
import { startSession } from './grants.ts'
import { referrerUrl } from './redirects.ts'

// Sign-in with an OAuth provider as GoTrue does it (internal/api/external.go, external_oauth.go):
// `/authorize` stores a flow state (provider, the client's PKCE challenge, where to go back) and
// sends the browser to the provider with the flow state's id as `state`; `/callback` loads it,
// exchanges the provider's code, finds or creates the user and their identity, then sends the
// browser back with `?code=<auth code>` (PKCE, exchanged at `POST /token?grant_type=pkce`) or the
// session in the fragment (implicit flow).

/** GoTrue's models.OAuth authentication method (also the session's `amr`). */
const OAUTH_METHOD = 'oauth'

/** Query parameters the auth server sets itself; a client cannot pass them to the provider. */
const RESERVED_PARAMS = new Set([
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'code_verifier',
])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** GoTrue's API.Provider: the provider's client, or why it cannot be used. */
function providerFor(ctx: AuthContext, name: string, scopes: string): OAuthProvider {
  const provider = name.toLowerCase()
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`Provider ${provider} could not be found`)
  }
  const config = provider === 'keycloak' ? ctx.externalProviders.keycloak : undefined
  if (!config?.enabled) throw new Error('provider is not enabled')
  if (!config.clientId) throw new Error('missing OAuth client ID')
  if (!config.secret) throw new Error('missing OAuth secret')
  if (!config.url) throw new Error('unable to find URL for the Keycloak provider')
  return keycloakProvider(config, `${ctx.apiUrl}/callback`, scopes, ctx.fetch)
}

/** Which providers `/settings` reports enabled. */
export const enabledProviders = (ctx: AuthContext) =>
  Object.entries(ctx.externalProviders)
    .filter(([, config]) => config?.enabled)
    .map(([name]) => name)

/** `GET /authorize`: the provider's authorize URL for this request (GoTrue answers 302 to it). */
export async function externalProviderRedirect(
  ctx: AuthContext,
  query: Record<string, string>,
  referer: string | null,
): Promise<string> {
  const providerName = (query.provider ?? '').toLowerCase()
  let provider: OAuthProvider
  try {
    provider = providerFor(ctx, providerName, query.scopes ?? '')
  } catch (error) {
    throw badRequest('validation_failed', `Unsupported provider: ${(error as Error).message}`)
  }
  const redirectTo = referrerUrl(ctx.redirects, { redirectTo: query.redirect_to, referer })
  validatePkceParams(query.code_challenge_method, query.code_challenge)

  // The rest of the query goes on to the provider (GoTrue lets clients add e.g. `prompt`).
  const extra: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (key === 'provider' || key === 'scopes' || RESERVED_PARAMS.has(key.toLowerCase())) continue
    extra[key] = value
  }
  const flow = await createFlowState(ctx.sql, ctx.now(), {
    providerType: providerName,
    authenticationMethod: OAUTH_METHOD,
    codeChallenge: query.code_challenge || null,
    codeChallengeMethod: query.code_challenge_method || null,
    // GoTrue creates a flow state for implicit flows too: its id is the `state`.
    referrer: redirectTo,
  })
  return provider.authCodeUrl(flow.id, extra)
}

/** Where the callback sends the browser: the flow's redirect_to with the outcome appended. */
export type CallbackOutcome = { location: string; status: 302 | 303 }

/** GoTrue's getErrorQueryString: an API error as OAuth's `error` and `error_description`. */
function errorParams(error: unknown): Record<string, string> {
  if (error instanceof OAuthError) {
    return { error: error.error, error_description: error.description }
  }
  if (error instanceof AuthError) {
    const mapped: Record<number, string> = {
      400: 'invalid_request',
      401: 'unauthorized_client',
      403: 'access_denied',
      500: 'server_error',
      503: 'temporarily_unavailable',
    }
    const denied = ['signup_disabled', 'user_banned', 'provider_email_needs_verification']
    return {
      error: denied.includes(error.code)
        ? 'access_denied'
        : (mapped[error.status] ?? 'server_error'),
      error_description: error.message,
      error_code: error.code,
    }
  }
  console.error('[auth] OAuth callback', error)
  return { error: 'server_error', error_description: 'Unexpected failure' }
}

/** GoTrue's redirectErrors: the error in the query, and again in the fragment with `sb`. */
function redirectWithError(target: string, error: unknown): string {
  const url = new URL(target)
  const params = errorParams(error)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  url.hash = new URLSearchParams({ ...params, sb: '' }).toString()
  return url.toString()
}

const serverError = (message: string) => new AuthError(500, 'unexpected_failure', message)

/** GoTrue's loadExternalState: the flow state named by `state`, still usable. */
async function loadFlowState(ctx: AuthContext, state: string): Promise<FlowStateRow> {
  if (!state) throw badRequest('bad_oauth_callback', 'OAuth state parameter missing')
  if (!UUID.test(state)) throw badRequest('bad_oauth_state', 'OAuth state parameter is invalid')
  const [flow] = await ctx.sql<FlowStateRow[]>`
    select * from auth.flow_state where id = ${state} and authentication_method = ${OAUTH_METHOD}`
  if (!flow) throw badRequest('bad_oauth_state', 'OAuth state not found or expired')
  if (isFlowStateExpired(flow, ctx.now(), ctx.flowStateExpirySeconds)) {
    throw badRequest('bad_oauth_state', 'OAuth state has expired')
  }
  if (flow.code_challenge && flow.user_id) {
    throw badRequest('flow_state_already_used', 'State has already been used')
  }
  return flow
}

/** `GET /callback` (or POST, form_post): where the provider sends the browser back. */
export async function externalProviderCallback(
  ctx: AuthContext,
  params: Record<string, string>,
  origin: RequestOrigin,
): Promise<CallbackOutcome> {
  let flow: FlowStateRow
  try {
    flow = await loadFlowState(ctx, params.state ?? '')
  } catch (error) {
    // No flow, so no redirect_to: back to the site, as GoTrue does (303, query only).
    const url = new URL(ctx.siteUrl)
    for (const [key, value] of Object.entries(errorParams(error))) url.searchParams.set(key, value)
    return { location: url.toString(), status: 303 }
  }
  const back = flow.referrer || ctx.siteUrl
  try {
    return { location: await completeSignIn(ctx, flow, params, origin, back), status: 302 }
  } catch (error) {
    return { location: redirectWithError(back, error), status: 302 }
  }
}

async function completeSignIn(
  ctx: AuthContext,
  flow: FlowStateRow,
  params: Record<string, string>,
  origin: RequestOrigin,
  back: string,
): Promise<string> {
  if (params.error) throw new OAuthError(params.error, params.error_description ?? '')
  const code = params.code ?? ''
  if (!code) {
    throw badRequest('bad_oauth_callback', 'OAuth callback with missing authorization code missing')
  }
  let provider: OAuthProvider
  try {
    provider = providerFor(ctx, flow.provider_type, '')
  } catch (error) {
    throw badRequest(
      'oauth_provider_not_supported',
      `Unsupported provider: ${(error as Error).message}`,
    )
  }
  let tokens: { accessToken: string; refreshToken: string }
  try {
    tokens = await provider.exchangeCode(code)
  } catch {
    throw serverError(`Unable to exchange external code: ${code.slice(0, 4)}`)
  }
  let userData: ProviderUser
  try {
    userData = await provider.userData(tokens.accessToken)
  } catch {
    throw serverError('Error getting user profile from external provider')
  }
  if (!userData.email) throw serverError('Error getting user email from external provider')

  const outcome = await ctx.sql.begin(async (tx) => {
    const userId = await accountFromExternalIdentity(ctx, tx, flow.provider_type, userData)
    if (userId instanceof AuthError) return userId
    if (flow.code_challenge) {
      const [locked] = await tx<FlowStateRow[]>`
        select * from auth.flow_state where id = ${flow.id} for update`
      if (!locked || locked.user_id) {
        return badRequest('flow_state_already_used', 'State has already been used')
      }
      const now = ctx.now()
      await tx`
        update auth.flow_state set user_id = ${userId},
          provider_access_token = ${tokens.accessToken},
          provider_refresh_token = ${tokens.refreshToken}, auth_code_issued_at = ${now},
          updated_at = ${now}
        where id = ${flow.id}`
      const url = new URL(back)
      url.searchParams.set('code', locked.auth_code ?? '')
      return url.toString()
    }
    const session = await startSession(ctx, tx, userId, OAUTH_METHOD, origin)
    await tx`delete from auth.flow_state where id = ${flow.id}`
    // GoTrue's AccessTokenResponse.AsRedirectURL: the session in the fragment.
    const url = new URL(back)
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      token_type: session.token_type,
      expires_in: String(session.expires_in),
      expires_at: String(session.expires_at),
      refresh_token: session.refresh_token,
      provider_token: tokens.accessToken,
    })
    if (tokens.refreshToken) fragment.set('provider_refresh_token', tokens.refreshToken)
    url.hash = fragment.toString()
    return url.toString()
  })
  if (outcome instanceof AuthError) throw outcome
  return outcome
}

type IdentityRow = { id: string; user_id: string; provider: string }

/**
 * GoTrue's createAccountFromExternalIdentity with DetermineAccountLinking's default linking
 * domain: the identity's user when it signed in before; else the account with the same email
 * when the provider vouches for the address (a new identity is linked to it); else a new user.
 * An unconfirmed account keeps only the new identity (no pre-account takeover), and is
 * confirmed by a verified email. Returns the user's id, or the error to redirect with (after
 * the transaction commits, as GoTrue's NewCommitWithError).
 */
async function accountFromExternalIdentity(
  ctx: AuthContext,
  tx: Db,
  provider: string,
  data: ProviderUser,
): Promise<string | AuthError> {
  const now = ctx.now()
  const email = data.email.toLowerCase()
  const claims = data.claims
  let identity: IdentityRow | undefined
  let userId: string

  const [existing] = await tx<IdentityRow[]>`
    select id, user_id, provider from auth.identities
    where provider_id = ${data.subject} and provider = ${provider}`
  if (existing) {
    identity = existing
    userId = existing.user_id
    await tx`
      update auth.identities set identity_data = ${tx.json(claims as never)},
        last_sign_in_at = ${now}, updated_at = ${now}
      where id = ${existing.id}`
  } else {
    const [linked] = data.emailVerified
      ? await tx<{ id: string }[]>`
          select u.id from auth.users u
          where u.is_sso_user = false and u.aud = 'authenticated'
            and (lower(u.email) = ${email}
              or u.id in (select user_id from auth.identities where email = ${email}))
          limit 1`
      : []
    if (linked) {
      userId = linked.id
    } else {
      userId = randomUUID()
      // Without a verified email, an address another account has is not taken (GoTrue's
      // IsDuplicatedEmail): the new user gets no email.
      const [taken] =
        await tx`select 1 from auth.users where lower(email) = ${email} and is_sso_user = false`
      await tx`
        insert into auth.users (
          instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data,
          is_super_admin, created_at, updated_at
        ) values (
          '00000000-0000-0000-0000-000000000000', ${userId}, 'authenticated', 'authenticated',
          ${taken ? null : email}, ${tx.json({ provider, providers: [provider] })},
          ${tx.json(claims as never)}, false, ${now}, ${now}
        )`
    }
    const [created] = await tx<IdentityRow[]>`
      insert into auth.identities (
        provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
      ) values (
        ${data.subject}, ${userId}, ${tx.json(claims as never)}, ${provider}, ${now}, ${now}, ${now}
      )
      returning id, user_id, provider`
    identity = created
  }

  const user = await findUserById(tx, userId)
  if (!user) return serverError('Error updating user')
  if (isBanned(user, now)) return forbidden('user_banned', 'User is banned')

  if (!user.email_confirmed_at) {
    // GoTrue's RemoveUnconfirmedIdentities: whoever created this unconfirmed account (a password
    // or a code nobody used) loses it to the identity that proves the address.
    await tx`
      update auth.users set encrypted_password = null, raw_user_meta_data = ${tx.json(claims as never)}
      where id = ${userId}`
    await tx`delete from auth.identities where user_id = ${userId} and id <> ${identity!.id}`
    if (!data.emailVerified) {
      await updateProviders(tx, userId, now)
      return unprocessable(
        'provider_email_needs_verification',
        `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
      )
    }
    await tx`
      update auth.users set email_confirmed_at = ${now}, updated_at = ${now}
      where id = ${userId}`
  } else {
    // GoTrue's UpdateUserMetaData: the provider's claims are merged into the user's metadata.
    await tx`
      update auth.users
      set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${tx.json(claims as never)}
      where id = ${userId}`
  }
  await updateProviders(tx, userId, now)
  return userId
}

/** GoTrue's UpdateAppMetaDataProviders: `app_metadata.providers` lists the user's identities. */
async function updateProviders(tx: Db, userId: string, now: Date) {
  await tx`
    update auth.users
    set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
        'providers',
        (select coalesce(jsonb_agg(distinct provider), '[]'::jsonb)
         from auth.identities where user_id = ${userId})),
      updated_at = ${now}
    where id = ${userId}`
}

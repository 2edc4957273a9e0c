import type { User } from './accounts.ts'
import type { AuthContext, Db } from './context.ts'
import { AuthError } from './errors.ts'
import { createFlowState, type FlowType, withFlowPrefix } from './flow-state.ts'
import type { SignInEmail } from './mail/sign-in-email.ts'
import {
  deleteOneTimeToken,
  generateOtp,
  newLinkToken,
  type OneTimeTokenType,
  otpTokenHash,
  saveOneTimeToken,
} from './one-time-tokens.ts'

// Every email GoTrue sends with a code (and usually a link) goes the same way: the code's hash,
// the link's and the time are stored and committed first, with the once-a-minute rule checked on
// the locked user row; then the emails are sent with no transaction open; if sending fails, what
// was stored is taken back and the request fails as GoTrue's does.

type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'reauthentication_token'
  | 'email_change_token_current'
  | 'email_change_token_new'

type SentAtColumn =
  | 'confirmation_sent_at'
  | 'recovery_sent_at'
  | 'reauthentication_sent_at'
  | 'email_change_sent_at'

/** One email of the request: its address, where its code's hash goes, and how it reads. */
export type EmailToken = {
  to: string
  tokenColumn: TokenColumn
  tokenType: OneTimeTokenType
  /** The `type` of its /verify link; null for a code-only email (reauthentication). */
  linkType: string | null
  render(parts: {
    link: string | null
    code: string
    metadata: Record<string, unknown>
  }): SignInEmail
}

export type EmailTokenRequest = {
  /** The user, or how to create them inside the transaction (a first sign-up). */
  user: { id: string } | { create(tx: Db): Promise<string> }
  sentAtColumn: SentAtColumn
  tokens: EmailToken[]
  flowType: FlowType
  /** The PKCE flow state the link resumes (GoTrue's generateFlowState). */
  flowState?: {
    providerType: string
    authenticationMethod: string
    codeChallenge: string | null
    codeChallengeMethod: string | null
  }
  redirectTo: string
  /** More changes in the same transaction (an email change records the new address). */
  alsoUpdate?(tx: Db, userId: string): Promise<void>
  /** GoTrue's message when the provider refuses ("Error sending recovery email"). */
  failure: string
}

function frequencyRefusal(sentAt: Date, now: Date, frequencySeconds: number) {
  const left = Math.trunc((sentAt.getTime() + frequencySeconds * 1000 - now.getTime()) / 1000)
  return new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  )
}

type Snapshot = Record<string, unknown>

export async function sendEmailTokens(ctx: AuthContext, request: EmailTokenRequest): Promise<void> {
  if (!ctx.mailer) throw new AuthError(500, 'unexpected_failure', request.failure)
  const mailer = ctx.mailer
  const now = ctx.now()
  const prepared = request.tokens.map((token) => ({
    token,
    code: generateOtp(),
    linkToken: token.linkType ? newLinkToken(withFlowPrefix('', request.flowType)) : null,
  }))
  const columns = [request.sentAtColumn, ...request.tokens.map((token) => token.tokenColumn)]

  const reserved = await ctx.sql.begin(async (tx) => {
    const created = !('id' in request.user)
    const userId = 'id' in request.user ? request.user.id : await request.user.create(tx)
    // The row lock makes the once-a-minute rule hold for concurrent requests too.
    const [row] = await tx<(Snapshot & Pick<User, 'raw_user_meta_data'>)[]>`
      select raw_user_meta_data, email_change, ${tx(columns)} from auth.users
      where id = ${userId} for update`
    const sentAt = row?.[request.sentAtColumn] as Date | null | undefined
    if (sentAt && sentAt.getTime() + ctx.emailMaxFrequencySeconds * 1000 > now.getTime()) {
      throw frequencyRefusal(sentAt, now, ctx.emailMaxFrequencySeconds)
    }
    if (!request.tokens.every(() => ctx.emailsSent.allow(now))) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
    }
    if (request.flowState && request.flowType === 'pkce') {
      await createFlowState(tx, now, { ...request.flowState, userId })
    }
    await request.alsoUpdate?.(tx, userId)
    for (const { token, code, linkToken } of prepared) {
      const hash = withFlowPrefix(otpTokenHash(token.to, code), request.flowType)
      await tx`update auth.users set ${tx(token.tokenColumn)} = ${hash} where id = ${userId}`
      if (linkToken) await saveOneTimeToken(tx, userId, token.tokenType, linkToken, token.to)
    }
    await tx`update auth.users set ${tx(request.sentAtColumn)} = ${now} where id = ${userId}`
    return { userId, created, previous: row ?? null, metadata: row?.raw_user_meta_data ?? {} }
  })

  try {
    for (const { token, code, linkToken } of prepared) {
      let link: string | null = null
      if (linkToken && token.linkType) {
        const url = new URL(`${ctx.signing.issuer}/verify`)
        url.searchParams.set('token', linkToken)
        url.searchParams.set('type', token.linkType)
        url.searchParams.set('redirect_to', request.redirectTo)
        link = url.toString()
      }
      await mailer.send({
        to: token.to,
        ...token.render({ link, code, metadata: reserved.metadata }),
      })
    }
  } catch (error) {
    await takeBack(ctx, reserved, columns, prepared, now)
    console.error('[auth] could not send an account email', error)
    throw new AuthError(500, 'unexpected_failure', request.failure)
  }
}

async function takeBack(
  ctx: AuthContext,
  reserved: { userId: string; created: boolean; previous: Snapshot | null },
  columns: string[],
  prepared: { linkToken: string | null }[],
  now: Date,
) {
  await ctx.sql.begin(async (tx) => {
    if (reserved.created) {
      await tx`delete from auth.users where id = ${reserved.userId}`
      return
    }
    const previous = Object.fromEntries(
      [...columns, 'email_change'].map((column) => [column, reserved.previous?.[column] ?? null]),
    )
    await tx`update auth.users set ${tx(previous as Record<string, string | Date | null>)} where id = ${reserved.userId}`
    for (const { linkToken } of prepared) {
      if (linkToken) await deleteOneTimeToken(tx, reserved.userId, linkToken)
    }
    await tx`delete from auth.flow_state where user_id = ${reserved.userId} and created_at = ${now}`
  })
}

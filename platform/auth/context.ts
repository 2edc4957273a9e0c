import type postgres from 'postgres'
import type { ApiKeys } from '../api-keys.ts'
import type { Sql } from '../db/database.ts'
import { type AttemptLimiter, attemptLimiter } from './attempts.ts'
import type { ExternalProviders } from './external-providers.ts'
import type { SigningKeys } from './keys.ts'
import type { AuthMailer } from './mail/mailer.ts'
import { type MfaConfig, type MfaSettings, mfaConfig } from './mfa/config.ts'
import type { RedirectPolicy } from './redirects.ts'
import { type SendLimiter, sendLimiter } from './send-limiter.ts'

/** A query function that works both on the pool and inside `sql.begin`. */
export type Db = postgres.ISql

export type AuthApiConfig = {
  sql: Sql
  signing: SigningKeys
  keys: ApiKeys
  /** GoTrue's JWT_EXP: lifetime of access tokens. */
  accessTokenTtlSeconds: number
  /** The service clock (sessions, refresh-token reuse window, MFA challenges, TOTP). */
  now?: () => Date
  /** GoTrue's SITE_URL; its host is the TOTP issuer when the client names none. */
  siteUrl?: string
  /** GoTrue's URI_ALLOW_LIST (config.toml `additional_redirect_urls`): other redirect targets. */
  redirectAllowList?: string[]
  /** GoTrue's SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (hosted default: 10 seconds). */
  refreshTokenReuseIntervalSeconds?: number
  /** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION (default: 300 seconds). */
  mfaChallengeExpirySeconds?: number
  /** Sends the sign-in emails; without one, email OTP answers GoTrue's "email logins are disabled". */
  mailer?: AuthMailer
  /** GoTrue's MAILER_OTP_EXP (the hosted project's default: 3600 seconds). */
  otpExpirySeconds?: number
  /** GoTrue's SMTP_MAX_FREQUENCY: one email per address per this many seconds (default 60). */
  emailMaxFrequencySeconds?: number
  /** GoTrue's RATE_LIMIT_EMAIL_SENT: emails per hour for the whole project (default 30). */
  emailsPerHour?: number
  /** GoTrue's FLOW_STATE_EXPIRY_DURATION (default 300 seconds). */
  flowStateExpirySeconds?: number
  /** GoTrue's EXTERNAL_<PROVIDER>_* settings (config.toml `[auth.external.<provider>]`). */
  externalProviders?: ExternalProviders
  /** How the callback reaches the providers' token and userinfo endpoints (default: fetch). */
  fetch?: typeof fetch
  /** Phone (with a way to send texts) and WebAuthn factors (mfa/config.ts). */
  mfa?: MfaSettings
}

/** What the GoTrue modules need, with GoTrue's defaults filled in. */
export type AuthContext = {
  sql: Sql
  signing: SigningKeys
  accessTokenTtlSeconds: number
  now: () => Date
  siteUrl: string
  /** Where links and sign-ins may lead back to (redirects.ts). */
  redirects: RedirectPolicy
  refreshTokenReuseIntervalSeconds: number
  mfaChallengeExpirySeconds: number
  /** Failed password, TOTP and email-code attempts, per address and account (attempts.ts). */
  attempts: AttemptLimiter
  mailer: AuthMailer | null
  otpExpirySeconds: number
  emailMaxFrequencySeconds: number
  /** Emails sent in the last hour, project-wide. */
  emailsSent: SendLimiter
  flowStateExpirySeconds: number
  externalProviders: ExternalProviders
  /** GoTrue's API_EXTERNAL_URL: this service's public URL (the providers' redirect URI base). */
  apiUrl: string
  fetch: typeof fetch
  mfa: MfaConfig
  /** Texts sent in the last hour, project-wide (RATE_LIMIT_SMS_SENT). */
  smsSent: SendLimiter
}

export function authContext(config: AuthApiConfig): AuthContext {
  const siteUrl = config.siteUrl ?? 'http://localhost:3000'
  const mfa = mfaConfig(siteUrl, config.mfa)
  return {
    sql: config.sql,
    signing: config.signing,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    now: config.now ?? (() => new Date()),
    siteUrl,
    redirects: { siteUrl, allowList: config.redirectAllowList ?? [] },
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds ?? 10,
    mfaChallengeExpirySeconds: config.mfaChallengeExpirySeconds ?? 300,
    attempts: attemptLimiter(),
    mailer: config.mailer ?? null,
    otpExpirySeconds: config.otpExpirySeconds ?? 3600,
    emailMaxFrequencySeconds: config.emailMaxFrequencySeconds ?? 60,
    emailsSent: sendLimiter(config.emailsPerHour ?? 30, 3600),
    flowStateExpirySeconds: config.flowStateExpirySeconds ?? 300,
    externalProviders: config.externalProviders ?? {},
    // The tokens' issuer is the service's own URL (`<project>/auth/v1`).
    apiUrl: config.signing.issuer,
    fetch: config.fetch ?? ((input, init) => fetch(input, init)),
    mfa,
    smsSent: sendLimiter(mfa.phone?.smsPerHour ?? 0, 3600),
  }
}

/** Where a request came from; GoTrue stores both on sessions and the IP on MFA challenges. */
export type RequestOrigin = { ip: string; userAgent: string | null }

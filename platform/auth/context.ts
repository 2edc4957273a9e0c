import type postgres from 'postgres'
import type { ApiKeys } from '../api-keys.ts'
import type { Sql } from '../db/database.ts'
import { type AttemptLimiter, attemptLimiter } from './attempts.ts'
import type { SigningKeys } from './keys.ts'

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
  /** GoTrue's SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (hosted default: 10 seconds). */
  refreshTokenReuseIntervalSeconds?: number
  /** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION (default: 300 seconds). */
  mfaChallengeExpirySeconds?: number
}

/** What the GoTrue modules need, with GoTrue's defaults filled in. */
export type AuthContext = {
  sql: Sql
  signing: SigningKeys
  accessTokenTtlSeconds: number
  now: () => Date
  siteUrl: string
  refreshTokenReuseIntervalSeconds: number
  mfaChallengeExpirySeconds: number
  /** Failed password and TOTP attempts, per address and account (attempts.ts). */
  attempts: AttemptLimiter
}

export function authContext(config: AuthApiConfig): AuthContext {
  return {
    sql: config.sql,
    signing: config.signing,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    now: config.now ?? (() => new Date()),
    siteUrl: config.siteUrl ?? 'http://localhost:3000',
    refreshTokenReuseIntervalSeconds: config.refreshTokenReuseIntervalSeconds ?? 10,
    mfaChallengeExpirySeconds: config.mfaChallengeExpirySeconds ?? 300,
    attempts: attemptLimiter(),
  }
}

/** Where a request came from; GoTrue stores both on sessions and the IP on MFA challenges. */
export type RequestOrigin = { ip: string; userAgent: string | null }

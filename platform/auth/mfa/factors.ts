import { randomUUID } from 'node:crypto'
import type { AuthContext, Db } from '../context.ts'
import { badRequest, forbidden, unprocessable } from '../errors.ts'
import { downgradeSessionsOfFactor, type SessionRow } from '../sessions.ts'
import { replaceUnverifiedPhoneFactors, validatePhone } from './phone.ts'
import { qrCodeSvg } from './qr-svg.ts'
import { generateTotpKey } from './totp.ts'

export type FactorRow = {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'phone' | 'webauthn'
  status: 'unverified' | 'verified'
  created_at: Date
  updated_at: Date
  secret: string | null
  phone: string | null
  last_challenged_at: Date | null
  /** A verified WebAuthn factor's credential (webauthn.ts). */
  web_authn_credential: unknown
  web_authn_aaguid: string | null
}

// GoTrue's MFA limits: MAX_ENROLLED_FACTORS, MAX_VERIFIED_FACTORS, FACTOR_EXPIRY_DURATION.
const MAX_ENROLLED_FACTORS = 10
const MAX_VERIFIED_FACTORS = 10
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300

/** The AMR method a verified factor adds to a session. */
export const AMR_METHOD_BY_FACTOR_TYPE = {
  totp: 'totp',
  phone: 'mfa/phone',
  webauthn: 'mfa/webauthn',
} as const

export function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  return db<FactorRow[]>`
    select id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone,
      last_challenged_at, web_authn_credential, web_authn_aaguid
    from auth.mfa_factors where user_id = ${userId} order by created_at`
}

/** GoTrue's loadFactor: only the caller's own factors exist for them. */
export async function findOwnedFactor(
  db: Db,
  userId: string,
  factorId: string,
): Promise<FactorRow | null> {
  const factors = await listFactors(db, userId)
  return factors.find((factor) => factor.id === factorId) ?? null
}

/** A factor as GoTrue serialises it inside the user object (the secret never leaves). */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone,
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
    web_authn_aaguid: factor.web_authn_aaguid ?? undefined,
  }
}

export type EnrollParams = {
  factor_type?: string
  friendly_name?: string
  issuer?: string
  phone?: string
}

/** GoTrue's validateFactors: limits, unique friendly names, aal2 once a factor is verified. */
async function checkNewFactorAllowed(
  ctx: AuthContext,
  db: Db,
  userId: string,
  friendlyName: string,
  session: SessionRow,
) {
  const expiredBefore = new Date(ctx.now().getTime() - UNVERIFIED_FACTOR_EXPIRY_SECONDS * 1000)
  await db`
    delete from auth.mfa_factors f
    where f.user_id = ${userId} and f.status <> 'verified' and f.created_at < ${expiredBefore}
      and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`
  const factors = await listFactors(db, userId)
  if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    )
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length
  if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

/**
 * `POST /factors`: an authenticator app (TOTP, with its QR code), a phone number (codes by SMS,
 * when the project can send texts) or a security key or passkey (WebAuthn). The factor stays
 * unverified until its first challenge is answered.
 */
export async function enrollFactor(
  ctx: AuthContext,
  db: Db,
  user: { id: string; email: string | null },
  session: SessionRow,
  params: EnrollParams,
) {
  const friendlyName = params.friendly_name ?? ''
  const now = ctx.now()
  const id = randomUUID()
  if (params.factor_type === 'phone') {
    if (!ctx.mfa.phone) {
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    }
    if (!params.phone) {
      throw badRequest('validation_failed', 'Phone number required to enroll Phone factor')
    }
    const phone = validatePhone(params.phone)
    await replaceUnverifiedPhoneFactors(db, await listFactors(db, user.id), phone)
    await checkNewFactorAllowed(ctx, db, user.id, friendlyName, session)
    await db`
      insert into auth.mfa_factors (
        id, user_id, friendly_name, factor_type, status, created_at, updated_at, phone
      ) values (${id}, ${user.id}, ${friendlyName}, 'phone', 'unverified', ${now}, ${now}, ${phone})`
    return { id, type: 'phone' as const, friendly_name: friendlyName, phone: params.phone }
  }
  if (params.factor_type === 'webauthn') {
    await checkNewFactorAllowed(ctx, db, user.id, friendlyName, session)
    await db`
      insert into auth.mfa_factors (
        id, user_id, friendly_name, factor_type, status, created_at, updated_at
      ) values (${id}, ${user.id}, ${friendlyName}, 'webauthn', 'unverified', ${now}, ${now})`
    return { id, type: 'webauthn' as const, friendly_name: friendlyName }
  }
  if (params.factor_type !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  }
  await checkNewFactorAllowed(ctx, db, user.id, friendlyName, session)

  const issuer = params.issuer || new URL(ctx.siteUrl).host
  const key = generateTotpKey(issuer, user.email ?? '')
  await db`
    insert into auth.mfa_factors (
      id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret
    ) values (${id}, ${user.id}, ${friendlyName}, 'totp', 'unverified', ${now}, ${now}, ${key.secret})`
  return {
    id,
    type: 'totp' as const,
    friendly_name: friendlyName,
    totp: { qr_code: qrCodeSvg(key.uri), secret: key.secret, uri: key.uri },
  }
}

/** `DELETE /factors/{id}`: a verified factor can only be removed from an aal2 session. */
export async function unenrollFactor(db: Db, factor: FactorRow, session: SessionRow) {
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await db`delete from auth.mfa_factors where id = ${factor.id}`
  await downgradeSessionsOfFactor(db, factor.id, AMR_METHOD_BY_FACTOR_TYPE[factor.factor_type])
  return { id: factor.id }
}

export type AdminFactorUpdate = { friendly_name?: string | undefined; phone?: string | undefined }

/**
 * GoTrue's adminUserUpdateFactor (`PUT /admin/users/{user_id}/factors/{factor_id}`): the only way
 * a factor's friendly name changes after enrolment; a phone factor's number too. Empty fields
 * change nothing. A name another factor of the user has is refused as enrolment refuses it
 * (GoTrue itself lets the unique index fail).
 */
export async function adminUpdateFactor(
  ctx: AuthContext,
  factor: FactorRow,
  update: AdminFactorUpdate,
): Promise<FactorRow> {
  return ctx.sql.begin(async (tx) => {
    const name = update.friendly_name ?? ''
    if (name !== '') {
      const others = (await listFactors(tx, factor.user_id)).filter(({ id }) => id !== factor.id)
      if (others.some((other) => (other.friendly_name ?? '') === name)) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${name}" for this user already exists`,
        )
      }
      await tx`
        update auth.mfa_factors set friendly_name = ${name}, updated_at = ${ctx.now()}
        where id = ${factor.id}`
    }
    if (update.phone && factor.factor_type === 'phone') {
      const phone = validatePhone(update.phone)
      await tx`
        update auth.mfa_factors set phone = ${phone}, updated_at = ${ctx.now()}
        where id = ${factor.id}`
    }
    const [updated] = await listFactors(tx, factor.user_id).then((rows) =>
      rows.filter(({ id }) => id === factor.id),
    )
    return updated ?? factor
  })
}

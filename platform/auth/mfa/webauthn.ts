import { randomUUID } from 'node:crypto'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { AuthContext, Db } from '../context.ts'
import { type AuthError, badRequest, unprocessable } from '../errors.ts'
import type { WebAuthnConfig } from './config.ts'
import type { FactorRow } from './factors.ts'

// WebAuthn factors (GoTrue's challengeWebAuthnFactor and verifyWebAuthnFactor, which use
// go-webauthn; here @simplewebauthn/server does the ceremonies). An unverified factor is
// challenged to create a credential, a verified one to sign with it. The challenge is bound to
// the caller's address, lasts the MFA challenge expiry and is spent by the first verification,
// right or wrong. Origin and RP ID must be the configured ones, whatever the client says; the
// signature counter may only go up.

/** What a challenge row keeps for its ceremony (GoTrue's web_authn_session_data). */
export type WebAuthnSession = {
  challenge: string
  type: 'create' | 'request'
  user_verification: string
}

/** The credential a verified factor holds (GoTrue's web_authn_credential). */
type StoredCredential = {
  id: string
  public_key: string
  sign_count: number
  transports: string[]
  attestation_type: string
  aaguid: string
  backup_eligible: boolean
  backup_state: boolean
}

export const credentialOf = (factor: FactorRow) =>
  factor.web_authn_credential as StoredCredential | null

const TIMEOUT_MS = 60_000

/** `POST /factors/{id}/challenge` for a security key or passkey. */
export async function challengeWebAuthnFactor(
  ctx: AuthContext,
  db: Db,
  config: WebAuthnConfig,
  user: { id: string; email: string | null },
  factors: FactorRow[],
  factor: FactorRow,
  ip: string,
) {
  const now = ctx.now()
  const userVerification = config.userVerification
  let webauthn: { type: 'create' | 'request'; credential_options: { publicKey: unknown } }
  if (factor.status !== 'verified') {
    // The user's other keys, so the same authenticator is not registered twice.
    const existing = factors.flatMap((other) => {
      const credential = other.status === 'verified' ? credentialOf(other) : null
      return credential ? [{ id: credential.id, transports: credential.transports }] : []
    })
    const publicKey = await generateRegistrationOptions({
      rpName: config.rpDisplayName,
      rpID: config.rpId,
      userID: new TextEncoder().encode(user.id),
      userName: user.email ?? '',
      userDisplayName: user.email ?? '',
      timeout: TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: 'preferred', userVerification },
    })
    webauthn = { type: 'create', credential_options: { publicKey } }
  } else {
    const credential = credentialOf(factor)
    const publicKey = await generateAuthenticationOptions({
      rpID: config.rpId,
      timeout: TIMEOUT_MS,
      userVerification,
      allowCredentials: credential
        ? [{ id: credential.id, transports: credential.transports }]
        : [],
    })
    webauthn = { type: 'request', credential_options: { publicKey } }
  }
  const options = webauthn.credential_options.publicKey as { challenge: string }
  const session: WebAuthnSession = {
    challenge: options.challenge,
    type: webauthn.type,
    user_verification: userVerification,
  }
  const id = randomUUID()
  await db`
    insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
    values (${id}, ${factor.id}, ${now}, ${ip}, ${db.json(session)})`
  await db`update auth.mfa_factors set last_challenged_at = ${now} where id = ${factor.id}`
  return {
    id,
    type: 'webauthn' as const,
    expires_at: Math.floor(now.getTime() / 1000) + ctx.mfaChallengeExpirySeconds,
    webauthn,
  }
}

export type WebAuthnProof = { type?: string | null; credential_response?: unknown }

/** GoTrue's checks on the body before the challenge is looked at. */
export function validateWebAuthnProof(proof: WebAuthnProof | null | undefined) {
  if (!proof) throw badRequest('validation_failed', 'WebAuthn config required')
  if (proof.type !== 'create' && proof.type !== 'request') {
    throw badRequest('validation_failed', 'WebAuthn type must be create or request')
  }
  if (proof.credential_response === undefined || proof.credential_response === null) {
    throw badRequest('validation_failed', 'credential_response required')
  }
  return proof as { type: 'create' | 'request'; credential_response: unknown }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const INVALID_RESPONSE = 'Invalid credential_response'
// GoTrue answers a failed ceremony with a 500 ("Failed to validate WebAuthn MFA response"); a
// forged or replayed answer is the caller's fault, so here it is the 422 of a wrong code.
const verificationFailed = () =>
  unprocessable('mfa_verification_failed', 'Failed to validate WebAuthn MFA response')

/**
 * Checks the authenticator's answer against the challenge. Returns what to store on the factor,
 * or the refusal. The challenge has already been spent by the caller.
 */
export async function checkWebAuthnProof(
  config: WebAuthnConfig,
  factor: FactorRow,
  session: WebAuthnSession,
  proof: { type: 'create' | 'request'; credential_response: unknown },
): Promise<{ credential: StoredCredential; aaguid: string | null } | AuthError> {
  const response = proof.credential_response
  if (proof.type !== session.type || !isObject(response) || !isObject(response.response)) {
    return badRequest('validation_failed', INVALID_RESPONSE)
  }
  const expected = {
    expectedChallenge: session.challenge,
    expectedOrigin: config.rpOrigins,
    expectedRPID: config.rpId,
    requireUserVerification: session.user_verification === 'required',
  }
  try {
    if (proof.type === 'create') {
      const result = await verifyRegistrationResponse({
        ...expected,
        response: response as unknown as RegistrationResponseJSON,
      })
      if (!result.verified) return verificationFailed()
      const info = result.registrationInfo
      return {
        aaguid: info.aaguid === '00000000-0000-0000-0000-000000000000' ? null : info.aaguid,
        credential: {
          id: info.credential.id,
          public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
          sign_count: info.credential.counter,
          transports: info.credential.transports ?? [],
          attestation_type: info.fmt,
          aaguid: info.aaguid,
          backup_eligible: info.credentialDeviceType === 'multiDevice',
          backup_state: info.credentialBackedUp,
        },
      }
    }
    const stored = credentialOf(factor)
    if (!stored || response.id !== stored.id) return verificationFailed()
    const result = await verifyAuthenticationResponse({
      ...expected,
      response: response as unknown as AuthenticationResponseJSON,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: stored.sign_count,
        transports: stored.transports,
      },
    })
    if (!result.verified) return verificationFailed()
    return {
      aaguid: null,
      credential: {
        ...stored,
        sign_count: result.authenticationInfo.newCounter,
        backup_state: result.authenticationInfo.credentialBackedUp,
      },
    }
  } catch {
    // Malformed CBOR or JSON, a wrong origin, RP ID or challenge, a bad signature, a counter
    // that went backwards: @simplewebauthn says why in its message, which stays here.
    return verificationFailed()
  }
}

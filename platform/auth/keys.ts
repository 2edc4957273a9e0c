import { randomUUID } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose'

const ALGORITHM = 'ES256'

type StoredKeys = { kid: string; privateJwk: JWK; publicJwk: JWK }

export type SigningKeys = {
  kid: string
  issuer: string
  /** The public JSON Web Key Set served at /auth/v1/.well-known/jwks.json. */
  jwks: { keys: JWK[] }
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>
  /** Verifies signature, issuer and expiry; throws (jose's errors) otherwise. */
  verify(token: string): Promise<JWTPayload>
}

/**
 * The project's ES256 signing key, as Supabase's asymmetric JWT keys: generated at first start
 * into the data folder, private part never served.
 */
export async function loadSigningKeys(dataDir: string, issuer: string): Promise<SigningKeys> {
  const file = join(dataDir, 'jwt-keys.json')
  let stored: StoredKeys
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredKeys
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true })
    const kid = randomUUID()
    stored = {
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM },
      publicJwk: {
        ...(await exportJWK(publicKey)),
        kid,
        alg: ALGORITHM,
        use: 'sig',
        key_ops: ['verify'],
      },
    }
    await mkdir(dataDir, { recursive: true })
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
  }
  const privateKey = await importJWK(stored.privateJwk, ALGORITHM)
  const publicKey = await importJWK(stored.publicJwk, ALGORITHM)
  return {
    kid: stored.kid,
    issuer,
    jwks: { keys: [stored.publicJwk] },
    sign: (claims, expiresInSeconds) => {
      const now = Math.floor(Date.now() / 1000)
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, kid: stored.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey)
    },
    verify: async (token) => {
      const { payload } = await jwtVerify(token, publicKey, { issuer, algorithms: [ALGORITHM] })
      return payload
    },
  }
}

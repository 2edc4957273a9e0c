import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

// A software security key for tests without a browser: it answers the options supabase-js hands
// to navigator.credentials (challenge and user id as ArrayBuffers) with objects shaped as the
// browser's PublicKeyCredential, whose toJSON() supabase-js sends. ES256 (P-256), attestation
// "none", user present and verified, and a signature counter that goes up by one per use. Each
// override forges one thing a hostile caller might: another origin or RP ID, a bad signature, a
// counter going backwards.

export type Forgery = {
  origin?: string
  rpId?: string
  /** Flip a bit of the signature. */
  tamperSignature?: boolean
  /** Sign with this counter instead of the next one. */
  counter?: number
  /** Answer with this challenge instead of the one asked. */
  challenge?: string
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

type CreationOptions = { challenge: ArrayBuffer | Uint8Array; rp: { id?: string } }
type RequestOptions = { challenge: ArrayBuffer | Uint8Array; rpId?: string }

/** What navigator.credentials answers, as far as supabase-js reads it. */
export type SoftCredential = { id: string; type: 'public-key'; toJSON(): Record<string, unknown> }

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  readonly credentialId = randomBytes(32)
  signCount = 0

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  private authData(rpId: string, counter: number, attested: Buffer | null) {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0) // user present, user verified, attested data
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)])
  }

  private clientData(type: string, challenge: ArrayBuffer | Uint8Array, forgery: Forgery) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: forgery.challenge ?? b64url(new Uint8Array(challenge)),
        origin: forgery.origin ?? this.origin,
        crossOrigin: false,
      }),
    )
  }

  /** navigator.credentials.create({ publicKey }) */
  create(options: CreationOptions, forgery: Forgery = {}): SoftCredential {
    const jwk = this.keys.publicKey.export({ format: 'jwk' })
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    )
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const attested = Buffer.concat([
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      Buffer.from(cose),
    ])
    const authData = this.authData(
      forgery.rpId ?? options.rp.id ?? this.rpId,
      this.signCount,
      attested,
    )
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    )
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, forgery)
    const id = b64url(this.credentialId)
    return {
      id,
      type: 'public-key',
      toJSON: () => ({
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['usb'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'cross-platform',
      }),
    }
  }

  /** navigator.credentials.get({ publicKey }) */
  get(options: RequestOptions, forgery: Forgery = {}): SoftCredential {
    const counter = forgery.counter ?? ++this.signCount
    const authData = this.authData(forgery.rpId ?? options.rpId ?? this.rpId, counter, null)
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, forgery)
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    )
    if (forgery.tamperSignature) signature[signature.length - 1]! ^= 0x01
    const id = b64url(this.credentialId)
    return {
      id,
      type: 'public-key',
      toJSON: () => ({
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'cross-platform',
      }),
    }
  }
}

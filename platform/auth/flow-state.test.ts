import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { AuthError } from './errors.ts'
import {
  type FlowStateRow,
  flowTypeOf,
  isFlowStateExpired,
  pkceChallengeMatches,
  validatePkceParams,
  withFlowPrefix,
} from './flow-state.ts'

const verifier = `${'a'.repeat(43)}-._~`
const s256 = createHash('sha256').update(verifier).digest('base64url')

function flow(overrides: Partial<FlowStateRow> = {}): FlowStateRow {
  return {
    id: 'f',
    user_id: 'u',
    auth_code: 'c',
    code_challenge: s256,
    code_challenge_method: 's256',
    provider_type: 'magiclink',
    provider_access_token: null,
    provider_refresh_token: null,
    authentication_method: 'magiclink',
    auth_code_issued_at: null,
    created_at: new Date('2026-01-01T00:00:00Z'),
    referrer: null,
    ...overrides,
  }
}

const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    return error instanceof AuthError ? `${error.status} ${error.code}: ${error.message}` : error
  }
  return null
}

describe('PKCE flow state', () => {
  it('takes both PKCE parameters or neither, with a challenge of RFC 7636’s shape', () => {
    expect(refusal(() => validatePkceParams(null, null))).toBeNull()
    expect(refusal(() => validatePkceParams('s256', s256))).toBeNull()
    expect(refusal(() => validatePkceParams('s256', null))).toBe(
      '400 validation_failed: PKCE flow requires code_challenge_method and code_challenge',
    )
    expect(refusal(() => validatePkceParams('s256', 'short'))).toBe(
      '400 validation_failed: code challenge has to be between 43 and 128 characters',
    )
    expect(refusal(() => validatePkceParams('s256', `${'a'.repeat(43)}!`))).toMatch(
      /can only contain alphanumeric characters/,
    )
  })

  it('marks PKCE token hashes so /verify answers with a code', () => {
    expect(flowTypeOf(s256)).toBe('pkce')
    expect(flowTypeOf(null)).toBe('implicit')
    expect(withFlowPrefix('abc', 'pkce')).toBe('pkce_abc')
    expect(withFlowPrefix('abc', 'implicit')).toBe('abc')
  })

  it('matches the verifier against an S256 or plain challenge', () => {
    expect(pkceChallengeMatches(flow(), verifier)).toBe(true)
    expect(pkceChallengeMatches(flow(), `${verifier}x`)).toBe(false)
    const plain = flow({ code_challenge: verifier, code_challenge_method: 'plain' })
    expect(pkceChallengeMatches(plain, verifier)).toBe(true)
    expect(pkceChallengeMatches(plain, s256)).toBe(false)
  })

  it('expires a magic link’s code counting from its issue, anything else from creation', () => {
    const created = flow().created_at.getTime()
    const at = (seconds: number) => new Date(created + seconds * 1000)
    const issued = flow({ auth_code_issued_at: at(250) })
    expect(isFlowStateExpired(issued, at(500), 300)).toBe(false)
    expect(isFlowStateExpired(issued, at(551), 300)).toBe(true)
    const signup = flow({ authentication_method: 'email/signup', auth_code_issued_at: at(250) })
    expect(isFlowStateExpired(signup, at(300), 300)).toBe(false)
    expect(isFlowStateExpired(signup, at(301), 300)).toBe(true)
  })
})

import { randomUUID } from 'node:crypto'
import type { JwtClaims } from '../../functions/_shared/db/request-context.ts'

/** The claims of a Supabase access token for this user, as the functions will set them per request. */
export function userClaims(
  user: { id: string; email: string },
  aal: 'aal1' | 'aal2' = 'aal1',
): JwtClaims {
  const now = Math.floor(Date.now() / 1000)
  const amr = [{ method: 'password', timestamp: now }]
  if (aal === 'aal2') amr.unshift({ method: 'totp', timestamp: now })
  return {
    iss: 'http://localhost:54321/auth/v1',
    sub: user.id,
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    email: user.email,
    phone: '',
    role: 'authenticated',
    aal,
    amr,
    session_id: randomUUID(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    is_anonymous: false,
  }
}

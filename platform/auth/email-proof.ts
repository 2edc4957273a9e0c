import type { User } from './accounts.ts'
import type { AuthContext, Db } from './context.ts'
import { confirmEmailChange, emailChangeFromCode, emailChangeFromLink } from './email-change.ts'
import {
  isEmailVerificationType,
  spendEmailCode,
  userFromEmailAndCode,
  userFromTokenHash,
} from './email-verify.ts'
import { badRequest } from './errors.ts'
import { otpTokenHash } from './one-time-tokens.ts'

/** What /verify was shown: the link's secret, or the typed code with its address. */
export type EmailProof = { link: string } | { email: string; code: string }

export const isVerifyType = (type: string) =>
  isEmailVerificationType(type) || type === 'email_change'

/**
 * Who the link or code proves, and what it was for (the `type` the session carries); the code is
 * spent. Null when it confirmed one side of an email change that still waits for the other.
 */
export async function proveEmail(
  ctx: AuthContext,
  tx: Db,
  type: string,
  proof: EmailProof,
): Promise<{ user: User; kind: string } | null> {
  if (!isVerifyType(type)) throw badRequest('validation_failed', 'Unsupported verification type')
  if (type === 'email_change') {
    const found =
      'link' in proof
        ? await emailChangeFromLink(ctx, tx, proof.link)
        : await emailChangeFromCode(ctx, tx, proof.email, proof.code)
    const user = await confirmEmailChange(ctx, tx, found)
    return user ? { user, kind: 'email_change' } : null
  }
  const verified =
    'link' in proof
      ? await userFromTokenHash(ctx, tx, type, proof.link)
      : await userFromEmailAndCode(
          ctx,
          tx,
          type,
          proof.email,
          otpTokenHash(proof.email, proof.code),
        )
  return { user: await spendEmailCode(ctx, tx, verified), kind: verified.verified }
}

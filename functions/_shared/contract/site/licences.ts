import { z } from 'zod'
import { Licence } from '../checkout.ts'

/** `GET site/licences/{number}`: enough to confirm a licence, not who exactly holds it. */
export const LicenceVerification = z.strictObject({
  number: z.string(),
  licence: Licence,
  issued_at: z.iso.datetime({ offset: true }),
  track_title: z.string(),
  track_artist: z.string(),
  holder_initials: z.string(),
  /** False once the licence is revoked (its order was refunded). */
  valid: z.boolean(),
})
export type LicenceVerification = z.infer<typeof LicenceVerification>

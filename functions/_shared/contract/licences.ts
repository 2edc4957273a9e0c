import type { Licence } from './checkout.ts'

/** `GET site/licences/{number}`: enough to confirm a licence, not who exactly holds it. */
export type LicenceVerification = {
  number: string
  licence: Licence
  issuedAt: string
  trackTitle: string
  trackArtist: string
  holderInitials: string
  /** False once the licence is revoked (its order was refunded). */
  valid: boolean
}

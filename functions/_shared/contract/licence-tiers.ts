import { z } from 'zod'
import { LICENCES, Licence } from './checkout.ts'
import { LicenceFile } from './licence-files.ts'

// Licence tiers: what each licence type delivers (files) and allows (caps), as the owner sets them
// (`PUT admin/licence-tiers`) and as everyone reads them (`GET site/licence-tiers`, the track
// answer's `licences`, the certificate).

/** The caps a licence states. Null: unlimited; 0: not allowed. */
export const CAPS = ['copies', 'streams', 'videos', 'radio', 'live'] as const
export type Cap = (typeof CAPS)[number]

const cap = (max: number) =>
  z
    .number('cap_invalid')
    .int('cap_invalid')
    .min(0, 'cap_invalid')
    .max(max, 'cap_invalid')
    .nullable()

export const LicenceCaps = z.strictObject({
  /** Copies sold or distributed (downloads, physical copies). */
  copies: cap(1_000_000_000),
  /** Audio streams, across all services. */
  streams: cap(2_000_000_000),
  /** Music videos. */
  videos: cap(1_000_000),
  /** Radio stations that may broadcast it. */
  radio: cap(1_000_000),
  /** Paid live performances. */
  live: cap(1_000_000),
})
export type LicenceCaps = z.infer<typeof LicenceCaps>

export const LicenceTier = z.strictObject({
  licence: Licence,
  files: z
    .array(LicenceFile, 'files_invalid')
    .min(1, 'files_invalid')
    .max(3, 'files_invalid')
    .refine((files) => new Set(files).size === files.length, 'files_invalid'),
  caps: LicenceCaps,
})
export type LicenceTier = z.infer<typeof LicenceTier>

/** The file a licence exists for: the WAV licence is the WAV, the track-out the stems. */
export const REQUIRED_FILE: Partial<Record<Licence, LicenceFile>> = {
  wav: 'wav',
  trackout: 'stems',
}

/** `PUT admin/licence-tiers`: every licence type once, with what it delivers and allows. */
export const LicenceTiersInput = z
  .strictObject({
    tiers: z.array(LicenceTier, 'list_invalid').length(LICENCES.length, 'list_invalid'),
    /** Catalogue prices include VAT (Stripe Tax then takes it out of them), or VAT is added. */
    prices_include_tax: z.boolean('boolean_invalid'),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>()
    for (const [index, tier] of input.tiers.entries()) {
      if (seen.has(tier.licence))
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'licence'],
          message: 'duplicate_item',
        })
      seen.add(tier.licence)
      const required = REQUIRED_FILE[tier.licence]
      if (required && !tier.files.includes(required))
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'files'], message: 'files_invalid' })
    }
  })
export type LicenceTiersInput = z.infer<typeof LicenceTiersInput>

/** `GET site/licence-tiers` and `GET admin/licence-tiers`. */
export const LicenceTiersView = z.strictObject({
  tiers: z.array(LicenceTier),
  prices_include_tax: z.boolean(),
  /** The version buyers accept at checkout (changes with every edit of the tiers). */
  terms_version: z.string(),
})
export type LicenceTiersView = z.infer<typeof LicenceTiersView>

/** One licence a track offers: its price, files and caps. */
export const TrackLicenceOffer = z.strictObject({
  licence: Licence,
  price_cents: z.number().int(),
  files: z.array(LicenceFile),
  terms: LicenceCaps,
})
export type TrackLicenceOffer = z.infer<typeof TrackLicenceOffer>

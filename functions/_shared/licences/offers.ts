import { z } from 'zod'
import { LICENCES, type Licence } from '../contract/checkout.ts'
import { type LicenceFile, licenceFilesFor } from '../contract/licence-files.ts'
import type { LicenceTier, TrackLicenceOffer } from '../contract/licence-tiers.ts'
import type { Tx } from '../db/request-context.ts'

const TierRow = z.object({
  licence: z.enum(LICENCES),
  files: z.array(z.enum(['mp3', 'wav', 'stems'])),
  copies: z.number().nullable(),
  streams: z.number().nullable(),
  videos: z.number().nullable(),
  radio: z.number().nullable(),
  live: z.number().nullable(),
})

/** The five licence tiers, in the order the pages show them. */
export async function readLicenceTiers(tx: Tx): Promise<LicenceTier[]> {
  const rows = z
    .array(TierRow)
    .parse(
      await tx`select licence, files, copies, streams, videos, radio, live from public.licence_tiers`,
    )
  return rows
    .map(({ licence, files, ...caps }) => ({ licence, files, caps }))
    .sort((a, b) => LICENCES.indexOf(a.licence) - LICENCES.indexOf(b.licence))
}

/** What a track's row says about its licences: their prices and which files it has. */
export type TrackLicenceFacts = {
  prices: Record<Licence, number | null>
  hasWav: boolean
  hasStems: boolean
  /** Sold exclusively: nothing is on sale any more. */
  sold: boolean
}

/** Every licence a track offers: priced by the owner, with the files its tier needs. */
export function licenceOffers(
  track: TrackLicenceFacts,
  tiers: readonly LicenceTier[],
): TrackLicenceOffer[] {
  if (track.sold) return []
  // Every published track has its MP3 (publishing requires it).
  const available: LicenceFile[] = [
    'mp3',
    ...(track.hasWav ? (['wav'] as const) : []),
    ...(track.hasStems ? (['stems'] as const) : []),
  ]
  return tiers.flatMap((tier) => {
    const price = track.prices[tier.licence]
    if (price === null) return []
    const files = licenceFilesFor(tier.licence, tier.files, available)
    return files ? [{ licence: tier.licence, price_cents: price, files, terms: tier.caps }] : []
  })
}

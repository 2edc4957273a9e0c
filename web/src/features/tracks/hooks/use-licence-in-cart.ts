import type { Licence } from '@contract/checkout.ts'
import type { TrackSummary } from '@contract/site/site.ts'
import { trackLineId, useCart } from '@/stores/cart'

// The licences every track sells, in the order the pages show them (LICENCES of
// @contract/checkout.ts, which would pull zod into the track page). The exclusive rights are
// offered on a track's page, when the owner set a price for them and they are not sold.
export const LICENCE_TYPES = ['private', 'commercial'] as const satisfies readonly Licence[]

/**
 * The licences a track's page offers, as the server lists them: the two leases, the WAV and
 * track-out licences when the owner offers them, and the exclusive rights when on sale.
 */
export function licencesOnSale(track: TrackSummary): Licence[] {
  if (track.exclusive_sold) return []
  return track.licences.map((offer) => offer.licence)
}

/** Whether this track's licence is a cart line, and the event that adds it (a no-op when it is). */
export function useLicenceInCart(track: TrackSummary, licence: Licence) {
  const inCart = useCart((state) =>
    state.lines.some((line) => line.id === trackLineId(track.slug, licence)),
  )
  const trackLicenceAdded = useCart((state) => state.trackLicenceAdded)
  const add = () =>
    trackLicenceAdded({
      slug: track.slug,
      licence,
      title: track.title,
      priceCents: track.prices[licence] ?? 0,
      imageUrl: track.cover_url,
    })
  return { inCart, add }
}

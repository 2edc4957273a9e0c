import type { Licence } from '@contract/checkout.ts'
import type { TrackSummary } from '@contract/site.ts'
import { trackLineId, useCart } from '@/stores/cart'

// Licences sold per track, in the order the pages show them. Mirrors LICENCES of
// @contract/checkout.ts without importing it, which would pull zod into the track page.
export const LICENCE_TYPES = ['private', 'commercial'] as const satisfies readonly Licence[]

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
      priceCents: track.prices[licence],
      imageUrl: track.cover_url,
    })
  return { inCart, add }
}

import type { Licence } from '@contract/checkout.ts'
import type { TrackDetail, TrackSummary } from '@contract/site/site.ts'
import { licencesOnSale } from '../hooks/use-licence-in-cart'
import { isoDuration } from './duration'

type Options = { url: string; offerName: (licence: Licence) => string }

/**
 * schema.org MusicRecording for search engines: the track and one Offer per licence on sale (none
 * once the exclusive rights are sold).
 */
export function trackJsonLd(
  track: TrackSummary & Pick<TrackDetail, 'description'>,
  { url, offerName }: Options,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicRecording',
    name: track.title,
    url,
    byArtist: { '@type': 'Person', name: track.artist },
    genre: track.genre,
    ...(track.duration_seconds !== null ? { duration: isoDuration(track.duration_seconds) } : {}),
    ...(track.cover_url ? { image: track.cover_url } : {}),
    ...(track.release_date ? { datePublished: track.release_date } : {}),
    ...(track.description ? { description: track.description } : {}),
    offers: licencesOnSale(track).map((licence) => ({
      '@type': 'Offer',
      name: offerName(licence),
      price: ((track.prices[licence] ?? 0) / 100).toFixed(2),
      priceCurrency: track.currency,
      availability: 'https://schema.org/InStock',
      url,
    })),
  }
}

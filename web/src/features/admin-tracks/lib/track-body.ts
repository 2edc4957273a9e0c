import type { AdminTrack } from '@contract/admin/tracks.ts'
import type { Values } from '@/components/ui/form/use-form'
import { localizedBody, localizedValues } from '@/lib/admin/localized-values'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { wholeNumber } from '@/lib/admin/whole-number'

// Between a track and its form: the inputs' strings, and the request body made from them.

export function trackValues(track: AdminTrack | undefined, decimalMark = '.'): Values {
  return {
    title: track?.title ?? '',
    slug: track?.slug ?? '',
    genre: track?.genre ?? '',
    bpm: track ? String(track.bpm) : '',
    release_date: track?.release_date ?? '',
    private_price_cents: track ? eurosFromCents(track.private_price_cents, decimalMark) : '',
    commercial_price_cents: track ? eurosFromCents(track.commercial_price_cents, decimalMark) : '',
    exclusive_price_cents:
      track?.exclusive_price_cents != null
        ? eurosFromCents(track.exclusive_price_cents, decimalMark)
        : '',
    wav_price_cents:
      track?.wav_price_cents != null ? eurosFromCents(track.wav_price_cents, decimalMark) : '',
    trackout_price_cents:
      track?.trackout_price_cents != null
        ? eurosFromCents(track.trackout_price_cents, decimalMark)
        : '',
    ...localizedValues('description', track?.description),
  }
}

/**
 * The request body: texts trimmed, prices in cents, empty descriptions left out (the site shows
 * the Spanish one instead). On create an empty address is left to the server (made from the
 * title) and an empty date or exclusive price is not sent; on edit an empty one clears it (an
 * empty exclusive price: the exclusive rights are no longer offered).
 */
export function trackBody(values: Values, creating: boolean) {
  const text = (name: string) => (values[name] ?? '').trim()
  const slug = text('slug')
  const releaseDate = text('release_date')
  // Empty: the exclusive rights are not for sale.
  const exclusive = text('exclusive_price_cents')
  // Empty: that licence is not offered; on edit, an empty price withdraws it.
  const optionalPrice = (name: 'wav_price_cents' | 'trackout_price_cents') =>
    text(name) ? { [name]: centsFromEuros(text(name)) } : creating ? {} : { [name]: null }
  return {
    title: text('title'),
    genre: text('genre'),
    bpm: wholeNumber(values.bpm),
    private_price_cents: centsFromEuros(values.private_price_cents ?? ''),
    commercial_price_cents: centsFromEuros(values.commercial_price_cents ?? ''),
    description: localizedBody(values, 'description'),
    ...(slug || !creating ? { slug } : {}),
    ...(releaseDate ? { release_date: releaseDate } : creating ? {} : { release_date: null }),
    ...(exclusive
      ? { exclusive_price_cents: centsFromEuros(exclusive) }
      : creating
        ? {}
        : { exclusive_price_cents: null }),
    ...optionalPrice('wav_price_cents'),
    ...optionalPrice('trackout_price_cents'),
  }
}

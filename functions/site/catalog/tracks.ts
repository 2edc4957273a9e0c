import { z } from 'zod'
import type { Locale } from '../../_shared/contract/forms.ts'
import type { TrackList } from '../../_shared/contract/site/site.ts'
import { runAs, type Sql, type Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { readLicenceTiers } from '../../_shared/licences/offers.ts'
import { localizedText } from './localized.ts'
import type { TrackListQuery, TrackSort } from './query.ts'
import { ACCENTED, FOLDED, foldForSearch } from './search-fold.ts'
import type { PublicUrlOf } from './storage-url.ts'
import {
  PAGE_COLUMNS,
  PageRow,
  TRACK_COLUMNS,
  type TrackDetail,
  TrackRow,
  toTrackOffered,
  toTrackSummary,
  toWaveform,
} from './track-dto.ts'

export type { TrackList }

/** How many other tracks a track page suggests. */
export const RELATED_TRACKS = 4

const TrackRows = z.array(TrackRow)
const TrackPageRows = z.array(TrackRow.extend(PageRow.shape))
const Total = z.tuple([z.object({ total: z.number().int() })])
const Genres = z.array(z.object({ genre: z.string() }))

// Every read runs as `anon`: RLS leaves only published tracks, the column grant only public columns.
// The list, its genres and related tracks are what is on sale; a track page is any published one.

/** One page of published tracks matching the filters, their total, and every published genre. */
export function listTracks(
  sql: Sql,
  query: TrackListQuery,
  urlOf: PublicUrlOf,
): Promise<TrackList> {
  return runAs(sql, { role: 'anon' }, async (tx) => {
    const rows = await tx`
      select ${tx(TRACK_COLUMNS)} from public.tracks
      where ${matching(tx, query)}
      order by ${orderBy(tx, query.sort)}
      limit ${query.limit} offset ${query.offset}`
    const tiers = await readLicenceTiers(tx)
    const [{ total }] = Total.parse(
      await tx`select count(*)::int as total from public.tracks where ${matching(tx, query)}`,
    )
    // One spelling per genre, as the filter matches genres whatever their case.
    const genres = await tx`
      select min(genre) as genre from public.tracks where exclusive_sold_at is null
      group by lower(genre) order by lower(genre)`
    return {
      items: TrackRows.parse(rows).map((row) => toTrackSummary(row, urlOf, tiers)),
      total,
      genres: Genres.parse(genres).map(({ genre }) => genre),
    }
  })
}

/** A published track with related ones; 404 `track_not_found` for an unknown or unpublished slug. */
export async function readTrack(
  sql: Sql,
  slug: string,
  lang: Locale,
  urlOf: PublicUrlOf,
): Promise<TrackDetail> {
  const found = await runAs(sql, { role: 'anon' }, async (tx) => {
    const [track] = TrackPageRows.parse(
      await tx`
        select ${tx([...TRACK_COLUMNS, ...PAGE_COLUMNS])} from public.tracks
        where slug = ${slug}`,
    )
    if (!track) return null
    // Same genre first, then the closest tempo: what a DJ would mix next.
    const related = await tx`
      select ${tx(TRACK_COLUMNS)} from public.tracks
      where slug <> ${track.slug} and exclusive_sold_at is null
      order by lower(genre) = lower(${track.genre}::text) desc, abs(bpm - ${track.bpm}::int),
        published_at desc nulls last, slug
      limit ${RELATED_TRACKS}`
    return { track, related: TrackRows.parse(related), tiers: await readLicenceTiers(tx) }
  })
  if (!found) throw new AppError('track_not_found', 'There is no published track at this address.')
  return {
    ...toTrackOffered(found.track, urlOf, found.tiers),
    description: localizedText(found.track.description, lang),
    waveform: toWaveform(found.track),
    related: found.related.map((row) => toTrackSummary(row, urlOf, found.tiers)),
  }
}

function matching(tx: Tx, query: TrackListQuery) {
  const needle = query.q ? foldForSearch(query.q) : null
  const genre = query.genre ?? null
  const bpmMin = query.bpm_min ?? null
  const bpmMax = query.bpm_max ?? null
  // A track whose exclusive rights are sold is off sale: out of the list (its page stays).
  return tx`
    exclusive_sold_at is null
    and (${needle}::text is null or position(${needle}::text in ${foldedTitle(tx)}) > 0)
    and (${genre}::text is null or lower(genre) = lower(${genre}::text))
    and (${bpmMin}::int is null or bpm >= ${bpmMin}::int)
    and (${bpmMax}::int is null or bpm <= ${bpmMax}::int)`
}

function foldedTitle(tx: Tx) {
  return tx`lower(translate(title, ${ACCENTED}::text, ${FOLDED}::text))`
}

// Each order ends on the slug, which is unique, so pages never overlap or skip a track.
function orderBy(tx: Tx, sort: TrackSort) {
  switch (sort) {
    case 'newest':
      return tx`published_at desc nulls last, release_date desc nulls last, slug`
    case 'price_asc':
      return tx`private_price_cents, commercial_price_cents, ${foldedTitle(tx)}, slug`
    case 'price_desc':
      return tx`private_price_cents desc, commercial_price_cents desc, ${foldedTitle(tx)}, slug`
    case 'bpm_asc':
      return tx`bpm, ${foldedTitle(tx)}, slug`
    case 'bpm_desc':
      return tx`bpm desc, ${foldedTitle(tx)}, slug`
    case 'title':
      return tx`${foldedTitle(tx)}, slug`
  }
}

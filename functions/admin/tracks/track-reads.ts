import type {
  AdminTrack,
  AdminTrackList,
  TrackListQuery,
} from '../../_shared/contract/admin/tracks.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { slugify } from '../../_shared/slug.ts'
import { listPage, readOne } from '../catalog/list-page.ts'
import type { publicUrlOf } from '../catalog/storage-api.ts'
import { TrackRows, toAdminTrack, trackColumns } from './track-dto.ts'

type UrlOf = ReturnType<typeof publicUrlOf>

export const trackNotFound = () =>
  new AppError('track_not_found', 'There is no track with this id.')

/** One page of tracks, newest first, published or not (the admin's RLS policy sees all). */
export function listTracks(tx: Tx, query: TrackListQuery, urlOf: UrlOf): Promise<AdminTrackList> {
  return listPage(
    tx,
    {
      columns: trackColumns(tx),
      from: tx`public.tracks as t`,
      where: matching(tx, query),
      order: tx`t.created_at desc, t.id`,
      limit: query.limit,
      offset: query.offset,
    },
    (rows) => TrackRows.parse(rows).map((row) => toAdminTrack(row, urlOf)),
  )
}

export async function readTrack(tx: Tx, id: string, urlOf: UrlOf): Promise<AdminTrack> {
  const track = await readOne(
    tx,
    { columns: trackColumns(tx), from: tx`public.tracks as t`, idColumn: tx`t.id`, id },
    (rows) => TrackRows.parse(rows).map((row) => toAdminTrack(row, urlOf)),
  )
  if (!track) throw trackNotFound()
  return track
}

/**
 * Case-insensitive search in title, artist and genre; accents are ignored by also matching the
 * slug, which holds the title without them ("reveil" finds "Réveil sur la Plage").
 */
function matching(tx: Tx, query: TrackListQuery) {
  const needle = query.q?.toLowerCase() ?? null
  const slugNeedle = query.q ? slugify(query.q) || null : null
  const published = query.published ?? null
  return tx`
    (${needle}::text is null
      or position(${needle}::text in lower(t.title)) > 0
      or position(${needle}::text in lower(t.artist)) > 0
      or position(${needle}::text in lower(t.genre)) > 0
      or position(${slugNeedle}::text in t.slug) > 0)
    and (${published}::boolean is null or t.is_published = ${published}::boolean)`
}

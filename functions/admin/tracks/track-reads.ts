import { z } from 'zod'
import type {
  AdminTrack,
  AdminTrackList,
  TrackListQuery,
} from '../../_shared/contract/admin-catalog.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { slugify } from '../../_shared/slug.ts'
import type { publicUrlOf } from '../catalog/storage-api.ts'
import { TrackRows, toAdminTrack, trackColumns } from './track-dto.ts'

type UrlOf = ReturnType<typeof publicUrlOf>

const Total = z.tuple([z.object({ total: z.number().int() })])

export const trackNotFound = () =>
  new AppError('track_not_found', 'There is no track with this id.')

/** One page of tracks, newest first, published or not (the admin's RLS policy sees all). */
export async function listTracks(
  tx: Tx,
  query: TrackListQuery,
  urlOf: UrlOf,
): Promise<AdminTrackList> {
  const where = matching(tx, query)
  const rows = await tx`
    select ${trackColumns(tx)} from public.tracks as t
    where ${where}
    order by t.created_at desc, t.id
    limit ${query.limit} offset ${query.offset}`
  const [{ total }] = Total.parse(
    await tx`select count(*)::int as total from public.tracks as t where ${where}`,
  )
  return { items: TrackRows.parse(rows).map((row) => toAdminTrack(row, urlOf)), total }
}

export async function readTrack(tx: Tx, id: string, urlOf: UrlOf): Promise<AdminTrack> {
  const [row] = TrackRows.parse(
    await tx`select ${trackColumns(tx)} from public.tracks as t where t.id = ${id}`,
  )
  if (!row) throw trackNotFound()
  return toAdminTrack(row, urlOf)
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

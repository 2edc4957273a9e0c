import { z } from 'zod'
import type {
  TRACK_PARTS,
  TrackCreateInput,
  TrackUpdateInput,
} from '../../_shared/contract/admin/tracks.ts'
import { isDatabaseError, SQLSTATE } from '../../_shared/db/refusals.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { assertSlugFree, chooseSlug } from '../catalog/slug-choice.ts'
import { trackNotFound } from './track-reads.ts'

// Every write runs as the admin (RLS: "Admins can … tracks"); `returning` names allowed columns.

const Id = z.array(z.object({ id: z.string() }))

export async function createTrack(tx: Tx, input: TrackCreateInput): Promise<string> {
  const slug = await chooseSlug(tx, 'tracks', input.slug, input.title)
  const [row] = Id.parse(
    await tx`
      insert into public.tracks (slug, title, artist, genre, bpm, description,
        private_price_cents, commercial_price_cents, exclusive_price_cents, wav_price_cents,
        trackout_price_cents, release_date)
      values (${slug}, ${input.title},
        coalesce(${input.artist ?? null}::text, (select s.brand_name from public.settings as s)),
        ${input.genre}, ${input.bpm}, ${tx.json(input.description)},
        ${input.private_price_cents}, ${input.commercial_price_cents},
        ${input.exclusive_price_cents}, ${input.wav_price_cents}, ${input.trackout_price_cents},
        ${input.release_date ?? null}::date)
      returning id`,
  )
  return row!.id
}

export async function updateTrack(tx: Tx, id: string, patch: TrackUpdateInput): Promise<void> {
  if (patch.slug !== undefined) await assertSlugFree(tx, 'tracks', patch.slug, id)
  const { description, release_date, ...plain } = patch
  const changes = {
    ...plain,
    ...(description !== undefined ? { description: tx.json(description) } : {}),
    ...(release_date !== undefined ? { release_date } : {}),
  }
  const rows = await tx`
    update public.tracks set ${tx(changes as Record<string, unknown>)}
    where id = ${id} returning id`
  if (rows.length === 0) throw trackNotFound()
}

/**
 * Publishes a complete track (cover, preview, full MP3 and its duration): the condition sits in
 * the update, so a file removed meanwhile cannot slip through. 422 `track_incomplete` lists what
 * is missing in `fields`. The first publication date is kept when a track is published again.
 */
export async function publishTrack(tx: Tx, id: string, now: Date): Promise<void> {
  const published = await tx`
    update public.tracks set is_published = true, published_at = coalesce(published_at, ${now})
    where id = ${id} and cover_path is not null and preview_path is not null and has_audio
      and duration_seconds is not null
    returning id`
  if (published.length > 0) return
  const [track] = await tx<
    {
      cover_path: string | null
      preview_path: string | null
      has_audio: boolean
      duration_seconds: number | null
    }[]
  >`select cover_path, preview_path, has_audio, duration_seconds from public.tracks where id = ${id}`
  if (!track) throw trackNotFound()
  const missing: Partial<Record<(typeof TRACK_PARTS)[number], string>> = {}
  if (!track.cover_path) missing.cover = 'missing'
  if (!track.preview_path) missing.preview = 'missing'
  if (!track.has_audio) missing.audio = 'missing'
  if (track.duration_seconds === null) missing.duration = 'missing'
  throw new AppError(
    'track_incomplete',
    `Add the ${Object.keys(missing).join(', ')} before publishing this track.`,
    missing,
  )
}

export async function unpublishTrack(tx: Tx, id: string): Promise<void> {
  const rows = await tx`
    update public.tracks set is_published = false where id = ${id} returning id`
  if (rows.length === 0) throw trackNotFound()
}

/**
 * Deletes a track nobody has bought or tried to buy; returns its public files for removal.
 * Order lines keep sold tracks (foreign key `on delete restrict`): 409 `track_sold`, unpublish it.
 */
export async function deleteTrack(
  tx: Tx,
  id: string,
): Promise<{ cover_path: string | null; preview_path: string | null }> {
  const [inOrders] = await tx`
    select 1 from public.order_items where track_id = ${id}
    union all select 1 from public.licence_grants where track_id = ${id}
    limit 1`
  if (inOrders) throw trackSold()
  // The foreign keys still decide when an order arrives between the check and the delete.
  const [deleted] = await tx<{ cover_path: string | null; preview_path: string | null }[]>`
    delete from public.tracks where id = ${id} returning cover_path, preview_path`.catch(
    (error: unknown) => {
      throw isDatabaseError(error, SQLSTATE.foreignKeyViolation) ? trackSold() : error
    },
  )
  if (!deleted) throw trackNotFound()
  return deleted
}

export function trackSold() {
  return new AppError(
    'track_sold',
    'This track has been ordered, so it stays in the catalogue. Unpublish it instead.',
  )
}

import { type Context, Hono } from 'hono'
import {
  TrackCreateInput,
  TrackListQuery,
  TrackUpdateInput,
  TrackUploadComplete,
  TrackUploadInput,
} from '../../_shared/contract/admin/tracks.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { accessTokenOf, MAX_CATALOG_JSON_BYTES, parseQuery, rowId } from '../catalog/request.ts'
import { retryingSlugRace } from '../catalog/slug-race.ts'
import { adminStorage, publicUrlOf, removeQuietly } from '../catalog/storage-api.ts'
import { signUpload } from '../catalog/uploaded-file.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { completeTrackUpload, TRACK_BUCKETS, trackSlug } from './track-files.ts'
import { listTracks, readTrack, trackNotFound } from './track-reads.ts'
import {
  createTrack,
  deleteTrack,
  publishTrack,
  unpublishTrack,
  updateTrack,
} from './track-writes.ts'

/** The admin's tracks: list, read, create, edit, publish, files, delete. All as the admin. */
export function tracksRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const urlOf = publicUrlOf(deps.env.SUPABASE_URL)
  const asAdmin = runAsAdmin(deps)
  const idOf = (c: Context<AdminEnv>) => rowId(c.req.param('id'), trackNotFound)
  const storageOf = (c: Context<AdminEnv>) => adminStorage(deps.env, accessTokenOf(c))
  const answer = (c: Context<AdminEnv>, id: string, status: 200 | 201 = 200) =>
    asAdmin(c, (tx) => readTrack(tx, id, urlOf)).then((track) => c.json(track, status))

  routes.get('/tracks', async (c) => {
    const query = parseQuery(TrackListQuery, c.req.query())
    return c.json(await asAdmin(c, (tx) => listTracks(tx, query, urlOf)))
  })
  routes.post('/tracks', async (c) => {
    const input = await readJson(c, TrackCreateInput, MAX_CATALOG_JSON_BYTES)
    const id = await retryingSlugRace(!input.slug, () => asAdmin(c, (tx) => createTrack(tx, input)))
    return answer(c, id, 201)
  })

  routes.get('/tracks/:id', (c) => answer(c, idOf(c)))
  routes.patch('/tracks/:id', async (c) => {
    const id = idOf(c)
    const patch = await readJson(c, TrackUpdateInput, MAX_CATALOG_JSON_BYTES)
    await retryingSlugRace(false, () => asAdmin(c, (tx) => updateTrack(tx, id, patch)))
    return answer(c, id)
  })
  routes.delete('/tracks/:id', async (c) => {
    const id = idOf(c)
    const files = await asAdmin(c, (tx) => deleteTrack(tx, id))
    const storage = storageOf(c)
    // The full MP3 stays: its path is not readable by admins (see track-files.ts).
    if (files.cover_path) await removeQuietly(storage, TRACK_BUCKETS.cover, [files.cover_path])
    if (files.preview_path)
      await removeQuietly(storage, TRACK_BUCKETS.preview, [files.preview_path])
    return c.body(null, 204)
  })

  routes.post('/tracks/:id/publish', async (c) => {
    const id = idOf(c)
    await asAdmin(c, (tx) => publishTrack(tx, id, deps.now()))
    return answer(c, id)
  })
  routes.post('/tracks/:id/unpublish', async (c) => {
    const id = idOf(c)
    await asAdmin(c, (tx) => unpublishTrack(tx, id))
    return answer(c, id)
  })

  routes.post('/tracks/:id/uploads', async (c) => {
    const id = idOf(c)
    const upload = await readJson(c, TrackUploadInput)
    const slug = await asAdmin(c, (tx) => trackSlug(tx, id))
    const target = { bucket: TRACK_BUCKETS[upload.kind], slug, kind: upload.kind }
    return c.json(await signUpload(storageOf(c), target, upload), 201)
  })
  routes.post('/tracks/:id/uploads/complete', async (c) => {
    const id = idOf(c)
    const upload = await readJson(c, TrackUploadComplete)
    const admin = { sql: deps.sql, identity: c.get('identity'), storage: storageOf(c) }
    await completeTrackUpload(admin, id, upload)
    return answer(c, id)
  })

  return routes
}

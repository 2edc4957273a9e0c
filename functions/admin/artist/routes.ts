import { type Context, Hono } from 'hono'
import {
  ArtistFilePath,
  ArtistUploadComplete,
  ArtistUploadInput,
  GigInput,
} from '../../_shared/contract/artist.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { accessTokenOf, rowId } from '../catalog/request.ts'
import { adminStorage, publicUrlOf } from '../catalog/storage-api.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { completeArtistUpload, removeArtistFile, signArtistUpload } from './files.ts'
import { createGig, deleteGig, gigNotFound, listGigs, updateGig } from './gigs.ts'

/** The artist's face: gigs, the hero photo and the press kit. Runs as the admin under RLS. */
export function artistRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const urlOf = publicUrlOf(deps.env.SUPABASE_URL)
  const asAdmin = runAsAdmin(deps)
  const adminOf = (c: Context<AdminEnv>) => ({
    sql: deps.sql,
    identity: c.get('identity'),
    storage: adminStorage(deps.env, accessTokenOf(c)),
    urlOf,
  })
  const idOf = (c: Context<AdminEnv>) => rowId(c.req.param('id'), gigNotFound)

  routes.get('/gigs', async (c) => c.json({ items: await asAdmin(c, listGigs) }))
  routes.post('/gigs', async (c) => {
    const input = await readJson(c, GigInput)
    return c.json(await asAdmin(c, (tx) => createGig(tx, input)), 201)
  })
  routes.patch('/gigs/:id', async (c) => {
    const id = idOf(c)
    const input = await readJson(c, GigInput)
    return c.json(await asAdmin(c, (tx) => updateGig(tx, id, input)))
  })
  routes.delete('/gigs/:id', async (c) => {
    const id = idOf(c)
    await asAdmin(c, (tx) => deleteGig(tx, id))
    return c.body(null, 204)
  })

  routes.post('/artist/uploads', async (c) => {
    const upload = await readJson(c, ArtistUploadInput)
    return c.json(await signArtistUpload(adminOf(c), upload), 201)
  })
  routes.post('/artist/uploads/complete', async (c) => {
    const upload = await readJson(c, ArtistUploadComplete)
    return c.json(await completeArtistUpload(adminOf(c), upload))
  })
  routes.delete('/artist/files', async (c) => {
    const { path } = await readJson(c, ArtistFilePath)
    return c.json(await removeArtistFile(adminOf(c), path))
  })

  return routes
}

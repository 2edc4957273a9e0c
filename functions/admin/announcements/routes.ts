import { Hono } from 'hono'
import { type AdminAnnouncementList, AnnouncementInput } from '../../_shared/contract/mailing.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { readJson } from '../../_shared/http/json-body.ts'
import { isUuid } from '../../_shared/http/params.ts'
import { createResendClient } from '../../_shared/mailing/resend.ts'
import type { AdminDeps } from '../deps.ts'
import { type AdminEnv, runAsAdmin } from '../guard.ts'
import { gigDraft, releaseDraft } from './draft.ts'
import {
  announcementNotFound,
  deleteDraft,
  insertAnnouncement,
  listAnnouncements,
  readAnnouncement,
  updateDraft,
} from './rows.ts'
import { sendAnnouncement } from './send.ts'

/**
 * Announcements to the mailing list: the sent list with its counts, drafts written for a new
 * release or gig, a new announcement saved as a draft or sent at once (`send: true`), and a draft
 * read, edited (and sent), or deleted; one being sent or sent is never changed (409).
 */
export function announcementRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>()
  const asAdmin = runAsAdmin(deps)
  const resend = createResendClient(deps.env)

  routes.get('/announcements', async (c) => {
    return c.json((await asAdmin(c, listAnnouncements)) satisfies AdminAnnouncementList)
  })
  routes.post('/announcements', async (c) => {
    const input = await readJson(c, AnnouncementInput)
    const authorId = c.get('identity').claims.sub
    const id = await asAdmin(c, (tx) => insertAnnouncement(tx, input, authorId))
    if (!input.send) return c.json(await asAdmin(c, (tx) => readAnnouncement(tx, id)), 201)
    return c.json(
      await sendAnnouncement({ env: deps.env, resend }, (work) => asAdmin(c, work), id),
      201,
    )
  })

  routes.get('/announcements/draft', async (c) => {
    const track = c.req.query('track')
    const gig = c.req.query('gig')
    if (track !== undefined && gig === undefined && isUuid(track)) {
      return c.json(await asAdmin(c, (tx) => releaseDraft(tx, track)))
    }
    if (gig !== undefined && track === undefined && isUuid(gig)) {
      return c.json(await asAdmin(c, (tx) => gigDraft(tx, gig)))
    }
    throw new AppError('invalid_query', 'Give one track id (?track=) or one gig id (?gig=).')
  })

  routes.get('/announcements/:id', async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw announcementNotFound()
    return c.json(await asAdmin(c, (tx) => readAnnouncement(tx, id)))
  })
  routes.patch('/announcements/:id', async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw announcementNotFound()
    const { send, ...input } = await readJson(c, AnnouncementInput)
    await asAdmin(c, (tx) => updateDraft(tx, id, input))
    if (!send) return c.json(await asAdmin(c, (tx) => readAnnouncement(tx, id)))
    return c.json(await sendAnnouncement({ env: deps.env, resend }, (work) => asAdmin(c, work), id))
  })
  routes.delete('/announcements/:id', async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw announcementNotFound()
    await asAdmin(c, (tx) => deleteDraft(tx, id))
    return c.body(null, 204)
  })

  routes.post('/announcements/:id/send', async (c) => {
    const id = c.req.param('id')
    if (!isUuid(id)) throw announcementNotFound()
    return c.json(await sendAnnouncement({ env: deps.env, resend }, (work) => asAdmin(c, work), id))
  })

  return routes
}

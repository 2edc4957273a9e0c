import { Hono } from 'hono'
import { z } from 'zod'
import type { GatewayEnv } from '../../gateway.ts'
import { findUserById, userJson } from '../accounts.ts'
import { adminCreateUser, adminDeleteUser, adminListUsers } from '../admin-users.ts'
import type { AuthContext } from '../context.ts'
import { notFound } from '../errors.ts'
import { adminUpdateFactor, factorJson, findOwnedFactor, listFactors } from '../mfa/factors.ts'
import { requireAdmin } from './authenticate.ts'
import { isUuid, readJson } from './request.ts'

const CreateUserBody = z.object({
  id: z.uuid().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  email_confirm: z.boolean().optional(),
  role: z.string().optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
  app_metadata: z.record(z.string(), z.unknown()).optional(),
})

const DeleteUserBody = z.object({ should_soft_delete: z.boolean().optional() })

const UpdateFactorBody = z.object({
  friendly_name: z.string().optional(),
  phone: z.string().optional(),
})

const positiveInt = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** GoTrue's addPaginationHeaders: `next` (when there is one) and `last` page links. */
function paginationLinks(requestUrl: string, page: number, perPage: number, total: number) {
  const url = new URL(requestUrl)
  const pageLink = (target: number, rel: string) => {
    const query = new URLSearchParams({ page: String(target), per_page: String(perPage) })
    return `<${url.pathname}?${query}>; rel="${rel}"`
  }
  const totalPages = Math.ceil(total / perPage)
  const links = page < totalPages ? [pageLink(page + 1, 'next')] : []
  links.push(pageLink(totalPages, 'last'))
  return links.join(', ')
}

/** The admin user API (secret key or service_role token only), enough for tests and seeding. */
export function adminRoutes(ctx: AuthContext) {
  const app = new Hono<GatewayEnv>()
  app.use('/admin/*', requireAdmin(ctx))

  async function loadUser(userId: string) {
    if (!isUuid(userId)) throw notFound('validation_failed', 'user_id must be an UUID')
    const user = await findUserById(ctx.sql, userId)
    if (!user) throw notFound('user_not_found', 'User not found')
    return user
  }

  app.get('/admin/users', async (c) => {
    const page = positiveInt(c.req.query('page'), 1)
    const perPage = positiveInt(c.req.query('per_page'), 50)
    const { users, total } = await adminListUsers(ctx.sql, page, perPage)
    c.header('Link', paginationLinks(c.req.url, page, perPage, total))
    c.header('X-Total-Count', String(total))
    return c.json({ users: users.map(userJson), aud: 'authenticated' })
  })

  app.post('/admin/users', async (c) => {
    const user = await adminCreateUser(ctx, await readJson(c, CreateUserBody))
    return c.json(userJson(user))
  })

  app.get('/admin/users/:userId', async (c) => {
    return c.json(userJson(await loadUser(c.req.param('userId'))))
  })

  app.delete('/admin/users/:userId', async (c) => {
    const user = await loadUser(c.req.param('userId'))
    const hasBody = (await c.req.raw.clone().text()).length > 0
    const body = hasBody ? await readJson(c, DeleteUserBody) : {}
    await adminDeleteUser(ctx.sql, user.id, body.should_soft_delete ?? false)
    return c.json({})
  })

  // GoTrue's loadFactor: a factor id that is not a UUID, or not this user's, is not found.
  async function loadFactor(userId: string, factorId: string) {
    const user = await loadUser(userId)
    const factor = isUuid(factorId) ? await findOwnedFactor(ctx.sql, user.id, factorId) : null
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
    return factor
  }

  app.get('/admin/users/:userId/factors', async (c) => {
    const user = await loadUser(c.req.param('userId'))
    return c.json((await listFactors(ctx.sql, user.id)).map(factorJson))
  })

  app.put('/admin/users/:userId/factors/:factorId', async (c) => {
    const factor = await loadFactor(c.req.param('userId'), c.req.param('factorId'))
    const update = await readJson(c, UpdateFactorBody)
    return c.json(factorJson(await adminUpdateFactor(ctx, factor, update)))
  })

  app.delete('/admin/users/:userId/factors/:factorId', async (c) => {
    const factor = await loadFactor(c.req.param('userId'), c.req.param('factorId'))
    await ctx.sql`delete from auth.mfa_factors where id = ${factor.id}`
    return c.json(factorJson(factor))
  })

  return app
}

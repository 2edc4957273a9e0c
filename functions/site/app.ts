import { Hono } from 'hono'
import type { Sql } from '../_shared/db/request-context.ts'
import type { FunctionEnv } from '../_shared/env.ts'
import { siteCors } from '../_shared/http/cors.ts'
import { errorResponse, notFound } from '../_shared/http/errors.ts'
import { readPublicSettings } from './settings.ts'

export type SiteDeps = { env: FunctionEnv; sql: Sql }

/** The public site's function: anonymous callers, validated input, RLS as `anon`. */
export function createSiteApp({ env, sql }: SiteDeps) {
  const app = new Hono().basePath('/site')
  app.use('*', siteCors(env.SITE_URL))
  app.onError(errorResponse)
  app.notFound(notFound)

  app.get('/settings', async (c) => {
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(await readPublicSettings(sql))
  })

  return app
}

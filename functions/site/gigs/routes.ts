import { Hono } from 'hono'
import type { GigList } from '../../_shared/contract/artist.ts'
import { runAs, type Sql } from '../../_shared/db/request-context.ts'
import { type GigRow, toGig } from '../../_shared/gig-row.ts'
import { publicCache } from '../../_shared/http/etag.ts'
import type { SiteDeps } from '../deps.ts'

const UPCOMING_LIMIT = 50
const PAST_LIMIT = 24

/** `GET site/gigs`: where the artist plays next, and played lately (today counts as upcoming). */
export function gigsRoutes(deps: SiteDeps) {
  const routes = new Hono()
  routes.get('/gigs', publicCache(), async (c) => c.json(await listGigs(deps.sql, deps.now())))
  return routes
}

export async function listGigs(sql: Sql, now: Date): Promise<GigList> {
  const today = now.toISOString().slice(0, 10)
  return runAs(sql, { role: 'anon' }, async (tx) => {
    const upcoming = await tx<GigRow[]>`
      select id, to_char(starts_on, 'YYYY-MM-DD') as date, venue, city, country, ticket_url
      from public.gigs where starts_on >= ${today}::date
      order by starts_on, venue limit ${UPCOMING_LIMIT}`
    const past = await tx<GigRow[]>`
      select id, to_char(starts_on, 'YYYY-MM-DD') as date, venue, city, country, ticket_url
      from public.gigs where starts_on < ${today}::date
      order by starts_on desc, venue limit ${PAST_LIMIT}`
    return { upcoming: upcoming.map(toGig), past: past.map(toGig) }
  })
}

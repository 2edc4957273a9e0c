import type { Gig, GigInput } from '../../_shared/contract/artist.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { type GigRow, toGig } from '../../_shared/gig-row.ts'
import { AppError } from '../../_shared/http/errors.ts'

export const gigNotFound = () => new AppError('gig_not_found', 'There is no such gig.')

/** Every gig, latest date first, as the admin lists them. */
export async function listGigs(tx: Tx): Promise<Gig[]> {
  const rows = await tx<GigRow[]>`
    select id, to_char(starts_on, 'YYYY-MM-DD') as date, venue, city, country, ticket_url
    from public.gigs order by starts_on desc, venue`
  return rows.map(toGig)
}

export async function createGig(tx: Tx, input: GigInput): Promise<Gig> {
  const [row] = await tx<GigRow[]>`
    insert into public.gigs (starts_on, venue, city, country, ticket_url)
    values (${input.date}::date, ${input.venue}, ${input.city}, ${input.country}, ${input.ticket_url})
    returning id, to_char(starts_on, 'YYYY-MM-DD') as date, venue, city, country, ticket_url`
  return toGig(row!)
}

export async function updateGig(tx: Tx, id: string, input: GigInput): Promise<Gig> {
  const [row] = await tx<GigRow[]>`
    update public.gigs set starts_on = ${input.date}::date, venue = ${input.venue},
      city = ${input.city}, country = ${input.country}, ticket_url = ${input.ticket_url}
    where id = ${id}
    returning id, to_char(starts_on, 'YYYY-MM-DD') as date, venue, city, country, ticket_url`
  if (!row) throw gigNotFound()
  return toGig(row)
}

export async function deleteGig(tx: Tx, id: string): Promise<void> {
  const deleted = await tx`delete from public.gigs where id = ${id} returning id`
  if (deleted.length === 0) throw gigNotFound()
}

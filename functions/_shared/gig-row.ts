import type { Gig } from './contract/artist.ts'
import type { TableRow } from './db/rows.ts'

/** A `public.gigs` row as the site and the admin read it (`starts_on` as `YYYY-MM-DD` in `date`). */
export type GigRow = Pick<TableRow<'gigs'>, 'id' | 'venue' | 'city' | 'country' | 'ticket_url'> & {
  date: string
}

export const toGig = (row: GigRow): Gig => ({
  id: row.id,
  date: row.date,
  venue: row.venue,
  city: row.city,
  country: row.country,
  ticket_url: row.ticket_url,
})

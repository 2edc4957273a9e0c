import type { Gig } from './contract/artist.ts'

/** A `public.gigs` row as the site and the admin read it (`starts_on` as `YYYY-MM-DD` in `date`). */
export type GigRow = {
  id: string
  date: string
  venue: string
  city: string
  country: string
  ticket_url: string | null
}

export const toGig = (row: GigRow): Gig => ({
  id: row.id,
  date: row.date,
  venue: row.venue,
  city: row.city,
  country: row.country,
  ticket_url: row.ticket_url,
})

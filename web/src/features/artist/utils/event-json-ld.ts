import type { Gig } from '@contract/artist.ts'

/** schema.org `MusicEvent`s for the artist's upcoming gigs (search engines list them as events). */
export function gigsJsonLd(gigs: Gig[], artist: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': gigs.map((gig) => ({
      '@type': 'MusicEvent',
      name: `${artist} – ${gig.venue}`,
      startDate: gig.date,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: gig.venue,
        address: {
          '@type': 'PostalAddress',
          addressLocality: gig.city,
          addressCountry: gig.country,
        },
      },
      performer: { '@type': 'Person', name: artist, url: `${origin}/` },
      ...(gig.ticket_url
        ? {
            offers: {
              '@type': 'Offer',
              url: gig.ticket_url,
              availability: 'https://schema.org/InStock',
            },
          }
        : {}),
    })),
  }
}

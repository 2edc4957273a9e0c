import type { Locale } from '../../_shared/contract/forms.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { fill } from '../../_shared/email/format.ts'
import { mailingPageUrl } from '../../_shared/mailing/emails.ts'
import { MAILING_TEXTS } from '../../_shared/mailing/texts/index.ts'

/** The buttons under an announcement about a release (its page) or a gig (its tickets). */
export async function announcementLinks(
  tx: Tx,
  siteUrl: string,
  about: { track_id: string | null; gig_id: string | null },
): Promise<(locale: Locale) => { label: string; href: string }[]> {
  const [track] = about.track_id
    ? await tx<{ slug: string; title: string }[]>`
        select slug, title from public.tracks where id = ${about.track_id} and is_published`
    : []
  const [gig] = about.gig_id
    ? await tx<{ ticket_url: string | null }[]>`
        select ticket_url from public.gigs where id = ${about.gig_id}`
    : []
  return (locale) => {
    const texts = MAILING_TEXTS[locale]
    const links: { label: string; href: string }[] = []
    if (track) {
      links.push({
        label: fill(texts.release_link, { title: track.title }),
        href: mailingPageUrl(siteUrl, `/track/${encodeURIComponent(track.slug)}`, locale),
      })
    }
    if (gig?.ticket_url) links.push({ label: texts.gig_tickets, href: gig.ticket_url })
    return links
  }
}

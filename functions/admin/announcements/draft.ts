import { LOCALES } from '../../_shared/contract/forms.ts'
import type { AnnouncementDraft, LocalizedTexts } from '../../_shared/contract/mailing.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { fill, formatDay } from '../../_shared/email/format.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { readBrandName } from '../../_shared/mailing/request.ts'
import { MAILING_TEXTS } from '../../_shared/mailing/texts/index.ts'

type Localized = { title: string; description: Record<string, string> | null }

/** "Announce this release": subject and body in every language, for the owner to edit. */
export async function releaseDraft(tx: Tx, trackId: string): Promise<AnnouncementDraft> {
  const [track] = await tx<Localized[]>`
    select title, description from public.tracks where id = ${trackId}`
  if (!track) throw new AppError('track_not_found')
  const subject: LocalizedTexts = {}
  const body: LocalizedTexts = {}
  for (const locale of LOCALES) {
    const texts = MAILING_TEXTS[locale]
    subject[locale] = fill(texts.release_subject, { title: track.title })
    const about = track.description?.[locale]?.trim()
    body[locale] = [fill(texts.release_body, { title: track.title }), about]
      .filter(Boolean)
      .join('\n\n')
  }
  return { topic: 'release', subject, body, track_id: trackId, gig_id: null }
}

/** "Announce this gig": where and when, in every language. */
export async function gigDraft(tx: Tx, gigId: string): Promise<AnnouncementDraft> {
  const [gig] = await tx<{ starts_on: string; venue: string; city: string }[]>`
    select starts_on::text as starts_on, venue, city from public.gigs where id = ${gigId}`
  if (!gig) throw new AppError('gig_not_found')
  const brand = await readBrandName(tx)
  const subject: LocalizedTexts = {}
  const body: LocalizedTexts = {}
  for (const locale of LOCALES) {
    const texts = MAILING_TEXTS[locale]
    const facts = {
      brand,
      city: gig.city,
      venue: gig.venue,
      date: formatDay(gig.starts_on, locale),
    }
    subject[locale] = fill(texts.gig_subject, facts)
    body[locale] = fill(texts.gig_body, facts)
  }
  return { topic: 'gig', subject, body, track_id: null, gig_id: gigId }
}

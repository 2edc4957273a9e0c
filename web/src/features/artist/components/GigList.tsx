import type { Gig } from '@contract/artist.ts'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, regionNames } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import './artist.css'

/** Dates as a list: the day, the venue and the city, and a ticket link where there is one. */
export function GigList({ gigs, past = false }: { gigs: Gig[]; past?: boolean }) {
  const { t, i18n } = useTranslation('pages')
  const language = currentLanguage(i18n)
  const day = dateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' })
  const month = dateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
  const full = dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' })
  const year = dateTimeFormat(language, { year: 'numeric', timeZone: 'UTC' })
  const countries = regionNames(language)
  return (
    <ul className={past ? 'gigs gigs--past' : 'gigs'}>
      {gigs.map((gig) => {
        const date = new Date(`${gig.date}T00:00:00Z`)
        return (
          <li key={gig.id} className="gig">
            <time className="gig__date" dateTime={gig.date} title={full.format(date)}>
              <span className="gig__day">{day.format(date)}</span>
              <span className="gig__month">{month.format(date)}</span>
              <span className="gig__year">{year.format(date)}</span>
            </time>
            <div className="gig__place">
              <p className="gig__venue">{gig.venue}</p>
              <p className="gig__city">
                {gig.city}, {countries.of(gig.country) ?? gig.country}
              </p>
            </div>
            {!past && gig.ticket_url ? (
              <a
                className="button button--small button--ghost gig__tickets"
                href={gig.ticket_url}
                target="_blank"
                rel="noopener"
              >
                {t('gigs.tickets')}
                <span className="visually-hidden">
                  {' '}
                  – {gig.venue}, {full.format(date)} ({t('gigs.newTab')})
                </span>
              </a>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

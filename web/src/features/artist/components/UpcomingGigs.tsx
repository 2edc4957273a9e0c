import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { useSiteOrigin } from '@/lib/server-render'
import { useJsonLd } from '@/lib/use-json-ld'
import { useGigs } from '../api/get-gigs'
import { gigsJsonLd } from '../utils/event-json-ld'
import { GigList } from './GigList'

const SHOWN = 4

/** Home's next dates, with their events for search engines, and the way to every date. */
export function UpcomingGigs() {
  const { t } = useTranslation('pages')
  const { data: settings } = useSettings()
  const { data } = useGigs()
  const origin = useSiteOrigin()
  const upcoming = data?.upcoming.slice(0, SHOWN) ?? []
  useJsonLd(
    settings && upcoming.length > 0 ? gigsJsonLd(upcoming, settings.brand_name, origin) : null,
  )
  if (!data || (upcoming.length === 0 && data.past.length === 0)) return null
  return (
    <section className="section container" aria-labelledby="gigs-title">
      <div className="section__head">
        <h2 id="gigs-title" className="section__title">
          {t('gigs.upcoming')}
        </h2>
        <Link className="section__more" href={`${paths.press.build()}#dates`}>
          {t('gigs.all')}
        </Link>
      </div>
      {upcoming.length > 0 ? (
        <GigList gigs={upcoming} />
      ) : (
        <p className="notice">{t('gigs.none')}</p>
      )}
    </section>
  )
}

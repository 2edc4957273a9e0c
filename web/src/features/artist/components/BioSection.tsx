import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { localizedBio, useSettings } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import './artist.css'

/** Who the artist is, in a few lines, and where the press finds the rest. */
export function BioSection() {
  const { t, i18n } = useTranslation('pages')
  const { data: settings } = useSettings()
  const bio = settings ? localizedBio(settings, currentLanguage(i18n)) : null
  if (!settings || !bio) return null
  return (
    <section className="section container" aria-labelledby="bio-title">
      <div className="section__head">
        <h2 id="bio-title" className="section__title">
          {t('bio.heading', { name: settings.brand_name })}
        </h2>
        <Link className="section__more" href={paths.press.build()}>
          {t('bio.press')}
        </Link>
      </div>
      <p className="bio">{bio}</p>
    </section>
  )
}

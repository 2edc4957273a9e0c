import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { localizedTagline } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import { useFeaturedTracks } from '../api/get-featured-tracks'
import { HeroPlay } from './HeroPlay'
import './home.css'

export function Hero({ settings }: { settings: PublicSettings | undefined }) {
  const { t, i18n } = useTranslation('pages')
  // The same request as the featured tracks below: served with the page, asked for once.
  const { data: featured } = useFeaturedTracks(currentLanguage(i18n))
  return (
    <section
      className={settings?.hero_image_url ? 'hero hero--photo' : 'hero'}
      aria-labelledby="hero-title"
    >
      {settings?.hero_image_url ? (
        <img
          className="hero__image"
          {...responsiveImage(settings.hero_image_url, IMAGE_SIZES.hero, 1280)}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
        />
      ) : null}
      <div className="container hero__inner">
        <h1 id="hero-title" className="hero__title">
          {settings?.brand_name ?? '\u00a0'}
        </h1>
        <p className="hero__tagline">
          {settings ? localizedTagline(settings, currentLanguage(i18n)) : '\u00a0'}
        </p>
        <div className="hero__actions">
          {featured ? <HeroPlay tracks={featured.items} /> : null}
          <Link className="button button--ghost" href={paths.tracks.build()}>
            {t('home.hero.listen')}
          </Link>
          <Link className="button button--ghost" href={paths.bookSession.build()}>
            {t('home.hero.book')}
          </Link>
        </div>
      </div>
    </section>
  )
}

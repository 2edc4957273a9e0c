import type { TrackSummary } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PlayButton } from '@/components/player/PlayButton'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'
import { useFeaturedTracks } from '../api/get-featured-tracks'

export function FeaturedTracks() {
  const { t, i18n } = useTranslation('pages')
  const language = currentLanguage(i18n)
  const { data, error, isLoading, mutate } = useFeaturedTracks(language)

  return (
    <section className="section container" aria-labelledby="featured-title" aria-busy={isLoading}>
      <div className="section__head">
        <h2 id="featured-title" className="section__title">
          {t('home.featured.heading')}
        </h2>
        <Link className="section__more" href={paths.tracks.build()}>
          {t('home.featured.all')}
        </Link>
      </div>
      {error && !data ? (
        <p className="notice" role="alert">
          {t('home.featured.error')}{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('home.featured.retry')}
          </button>
        </p>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="notice">{t('home.featured.empty')}</p>
      ) : null}
      <ul className="tracks-grid">
        {data?.items.map((track) => (
          <TrackCard key={track.slug} track={track} language={language} queue={data.items} />
        ))}
      </ul>
    </section>
  )
}

type CardProps = { track: TrackSummary; language: string; queue: TrackSummary[] }

function TrackCard({ track, language, queue }: CardProps) {
  const { t } = useTranslation('pages')
  return (
    <li className="track-card">
      <div className="track-card__media">
        {track.cover_url ? (
          <img
            className="track-card__cover"
            {...responsiveImage(track.cover_url, IMAGE_SIZES.trackCard)}
            alt=""
            width={320}
            height={320}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="track-card__cover track-card__cover--empty" aria-hidden="true" />
        )}
        <div className="track-card__play">
          <PlayButton track={track} queue={queue} />
        </div>
      </div>
      <h3 className="track-card__title">
        <Link className="track-card__link" href={paths.track.build(track.slug)}>
          {track.title}
        </Link>
      </h3>
      <p className="track-card__meta">
        {track.genre} · {t('home.featured.bpm', { bpm: track.bpm })}
      </p>
      <dl className="track-card__prices">
        <div>
          <dt>{t('home.featured.private')}</dt>
          <dd>{formatMoney(track.prices.private, track.currency, language)}</dd>
        </div>
        <div>
          <dt>{t('home.featured.commercial')}</dt>
          <dd>{formatMoney(track.prices.commercial, track.currency, language)}</dd>
        </div>
      </dl>
    </li>
  )
}

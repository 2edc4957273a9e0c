import type { TrackSummary } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { PlayButton } from '@/components/player/PlayButton'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { IMAGE_SIZES, responsiveImage } from '@/lib/image'

const COVER_SIZE = 320

export function RelatedTracks({ tracks, language }: { tracks: TrackSummary[]; language: string }) {
  const { t } = useTranslation('tracks')
  if (tracks.length === 0) return null
  return (
    <section className="section" aria-labelledby="related-title">
      <h2 id="related-title" className="section__title">
        {t('related.heading')}
      </h2>
      <ul className="tracks-grid">
        {tracks.map((track) => (
          <li key={track.slug} className="track-card">
            <div className="track-card__media">
              {track.cover_url ? (
                <img
                  className="track-card__cover"
                  {...responsiveImage(track.cover_url, IMAGE_SIZES.trackCard)}
                  alt=""
                  width={COVER_SIZE}
                  height={COVER_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <div className="track-card__cover" aria-hidden="true" />
              )}
              <div className="track-card__play">
                <PlayButton track={track} queue={tracks} />
              </div>
            </div>
            <h3 className="track-card__title">
              <Link className="track-card__link" href={paths.track.build(track.slug)}>
                {track.title}
              </Link>
            </h3>
            <p className="track-card__meta">
              {track.genre} · {t('bpm', { bpm: track.bpm })}
            </p>
            <p className="track-card__meta">
              {t('related.from', {
                price: formatMoney(
                  Math.min(track.prices.private, track.prices.commercial),
                  track.currency,
                  language,
                ),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

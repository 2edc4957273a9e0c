import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, numberFormat } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { embedUrl } from './mix-embed'
import type { Mix } from './mixes'

/**
 * The artist's recorded sets. One hosted where we can embed its player (SoundCloud, YouTube,
 * Mixcloud) gets a "Play here" button: the player, and with it the first request to that host,
 * only loads when the visitor presses it. Every mix also links out to where it is hosted.
 */
export function MixList({ mixes }: { mixes: Mix[] }) {
  const { t, i18n } = useTranslation('services')
  const language = currentLanguage(i18n)
  if (mixes.length === 0) return <p className="notice">{t('djSets.empty')}</p>
  const date = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
  const length = numberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  })
  return (
    <ul className="mixes">
      {mixes.map((mix) => (
        <li key={mix.url} className="mix">
          <h3 className="mix__title">{mix.title}</h3>
          <p className="mix__meta">
            {mix.platform ? <span>{mix.platform}</span> : null}
            {mix.minutes ? <span>{length.format(mix.minutes)}</span> : null}
            {mix.recordedOn ? (
              <time dateTime={mix.recordedOn}>
                {date.format(new Date(`${mix.recordedOn}T00:00:00Z`))}
              </time>
            ) : null}
          </p>
          <MixPlayer mix={mix} />
          <a
            className="button button--ghost button--small"
            href={mix.url}
            target="_blank"
            rel="noopener"
          >
            {t('djSets.listen', { platform: mix.platform || t('djSets.platformFallback') })}
            <span className="visually-hidden">
              {' '}
              – {mix.title} ({t('djSets.newTab')})
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

function MixPlayer({ mix }: { mix: Mix }) {
  const { t } = useTranslation('services')
  const [loaded, setLoaded] = useState(false)
  const player = embedUrl(mix.url)
  if (!player) return null
  if (loaded) {
    return (
      <iframe
        className="mix__player"
        src={player}
        title={t('djSets.player', { title: mix.title, platform: mix.platform })}
        allow="autoplay; encrypted-media"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div className="mix__consent">
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => setLoaded(true)}
      >
        {t('djSets.playHere')}
        <span className="visually-hidden"> – {mix.title}</span>
      </button>
      <p className="mix__note">{t('djSets.consent', { platform: mix.platform })}</p>
    </div>
  )
}

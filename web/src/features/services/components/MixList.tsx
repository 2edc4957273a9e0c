import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'
import type { Mix } from './mixes'

/** The artist's recorded sets, each linking out to where it is hosted. */
export function MixList({ mixes }: { mixes: Mix[] }) {
  const { t, i18n } = useTranslation('services')
  const language = currentLanguage(i18n)
  if (mixes.length === 0) return <p className="notice">{t('djSets.empty')}</p>
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
  const length = new Intl.NumberFormat(language, {
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

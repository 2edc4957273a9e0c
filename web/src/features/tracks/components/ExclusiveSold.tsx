import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

/**
 * Instead of the licence choice once the exclusive rights are sold: the track is off sale, its
 * preview still plays and the licences sold before stay valid.
 */
export function ExclusiveSold() {
  const { t } = useTranslation('tracks')
  const id = useId()
  return (
    <section className="licence-choice exclusive-sold" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="track-page__subtitle">
        {t('sold.heading')}
      </h2>
      <p>{t('sold.body')}</p>
      <p>
        <Link className="button button--primary" href={paths.tracks.build()}>
          {t('sold.browse')}
        </Link>
      </p>
    </section>
  )
}

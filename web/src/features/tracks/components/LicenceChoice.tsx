import type { Licence } from '@contract/checkout.ts'
import type { TrackDetail } from '@contract/site/site.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { formatMoney } from '@/lib/format'
import { useCartPanel } from '@/stores/cart-panel'
import { licencesOnSale, useLicenceInCart } from '../hooks/use-licence-in-cart'
import { LicenceCaps, useFilesText } from './LicenceTerms'

/**
 * Pick private or commercial use, or the exclusive rights when the owner offers them, then add it
 * to the cart or go straight to the cart.
 */
type Props = {
  /** The track's page's own: its licences come with their caps. */
  track: TrackDetail
  language: string
  /** The page's licence, shared with the buy box at the top. */
  licence: Licence
  onLicenceChange: (licence: Licence) => void
  /** The section's id, which the buy box links to. */
  id: string
}

export function LicenceChoice({ track, language, licence, onLicenceChange, id: sectionId }: Props) {
  const { t } = useTranslation('tracks')
  const id = useId()
  const { inCart, add } = useLicenceInCart(track, licence)
  const offerOf = (option: Licence) =>
    track.licences.find((offer) => offer.licence === option) ?? {
      licence: option,
      price_cents: 0,
      files: ['mp3' as const],
      terms: { copies: null, streams: null, videos: null, radio: null, live: null },
    }
  const cartOpened = useCartPanel((state) => state.cartOpened)
  const options = licencesOnSale(track)
  const filesText = useFilesText()

  return (
    <section id={sectionId} className="licence-choice" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="track-page__subtitle">
        {t('choice.heading')}
      </h2>
      <fieldset className="licence-choice__options">
        <legend className="visually-hidden">{t('choice.legend')}</legend>
        {options.map((option) => (
          <div key={option} className="licence-option">
            <input
              id={`${id}-${option}`}
              type="radio"
              name={`${id}-licence`}
              value={option}
              checked={licence === option}
              aria-describedby={`${id}-${option}-rights`}
              onChange={() => onLicenceChange(option)}
            />
            <label htmlFor={`${id}-${option}`} className="licence-option__label">
              <span className="licence-option__name">{t(`licence.name.${option}`)}</span>
              <span className="licence-option__price">
                {formatMoney(track.prices[option] ?? 0, track.currency, language)}
              </span>
            </label>
            <div id={`${id}-${option}-rights`} className="licence-option__rights">
              <p>{t(`choice.rights.${option}`)}</p>
              <LicenceCaps terms={offerOf(option).terms} />
              <p className="licence-option__terms">
                {t(option === 'exclusive' ? 'choice.exclusiveFiles' : 'choice.files', {
                  files: filesText(offerOf(option).files),
                })}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="licence-choice__actions">
        <button
          type="button"
          className={`button ${inCart ? 'button--ghost' : 'button--primary'}`}
          aria-disabled={inCart ? true : undefined}
          onClick={inCart ? undefined : add}
        >
          {inCart ? t('list.inCart') : t('choice.add')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            add()
            cartOpened()
          }}
        >
          {t('choice.buyNow')}
        </button>
      </div>
      {licence === 'exclusive' && !inCart ? (
        <p className="licence-choice__note">{t('choice.replaces')}</p>
      ) : null}
      <p className="licence-choice__status" role="status">
        {inCart
          ? t('choice.added', { licence: t(`licence.name.${licence}`), title: track.title })
          : ''}
      </p>
      <p className="licence-choice__compare">
        <Link href={paths.licences.build()}>{t('choice.compare')}</Link>
      </p>
    </section>
  )
}

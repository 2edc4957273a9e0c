import type { Licence } from '@contract/checkout.ts'
import type { TrackSummary } from '@contract/site/site.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { licencesOnSale, useLicenceInCart } from '../hooks/use-licence-in-cart'

type Props = {
  track: TrackSummary
  language: string
  licence: Licence
  onLicenceChange: (licence: Licence) => void
  /** The id of the licence comparison further down the page. */
  detailsId: string
}

/**
 * The price and "Add to cart" beside the title, on the first screen (as BeatStars and Bandcamp put
 * them): the lowest price, a licence picker and the button. The licence is the page's own, shared
 * with the licence choice below, which says what each allows.
 */
export function BuyBox({ track, language, licence, onLicenceChange, detailsId }: Props) {
  const { t } = useTranslation('tracks')
  const id = useId()
  const { inCart, add } = useLicenceInCart(track, licence)
  const options = licencesOnSale(track)
  if (options.length === 0) return null
  const price = (option: Licence) =>
    formatMoney(track.prices[option] ?? 0, track.currency, language)
  const lowest = Math.min(...options.map((option) => track.prices[option] ?? 0))

  return (
    <div className="buy-box">
      <p className="buy-box__price">
        {t('buy.from', { price: formatMoney(lowest, track.currency, language) })}{' '}
        <a className="buy-box__compare" href={`#${detailsId}`}>
          {t('buy.compare')}
        </a>
      </p>
      <div className="buy-box__row">
        <label className="visually-hidden" htmlFor={`${id}-licence`}>
          {t('choice.legend')}
        </label>
        <select
          id={`${id}-licence`}
          className="buy-box__licence"
          value={licence}
          onChange={(event) => onLicenceChange(event.target.value as Licence)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t('buy.option', { licence: t(`licence.name.${option}`), price: price(option) })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`button buy-box__add ${inCart ? 'button--ghost' : 'button--primary'}`}
          aria-disabled={inCart ? true : undefined}
          onClick={inCart ? undefined : add}
        >
          {inCart ? t('list.inCart') : t('choice.add')}
        </button>
      </div>
    </div>
  )
}

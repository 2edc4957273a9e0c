import type { Licence } from '@contract/checkout.ts'
import type { TrackSummary } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { useLicenceInCart } from '../hooks/use-licence-in-cart'

type Props = {
  track: TrackSummary
  licence: Licence
  /**
   * What the button shows instead of "Add" and "In cart" (the licence and its price, in a list):
   * a "+" before it, then a tick once added.
   */
  label?: string
}

/**
 * Reads "Add" beside the licence's price (its name says which licence of which track); once
 * added it reads "In cart" and adding again does nothing. The same width either way, so a list
 * never reflows as the cart fills.
 */
export function AddLicenceButton({ track, licence, label }: Props) {
  const { t } = useTranslation('tracks')
  const { inCart, add } = useLicenceInCart(track, licence)
  const shown = label ? (
    <span aria-hidden="true" className="add-licence__label">
      <span className="add-licence__icon">{inCart ? '✓' : '+'}</span> {label}
    </span>
  ) : null
  return (
    <button
      type="button"
      className={`button button--small add-licence ${inCart ? 'button--ghost add-licence--done' : 'button--primary'}`}
      aria-disabled={inCart ? true : undefined}
      onClick={inCart ? undefined : add}
    >
      {inCart ? (
        <>
          {shown ?? t('list.inCart')}{' '}
          <span className="visually-hidden">
            {shown ? t('list.inCart') : null} –{' '}
            {t(`list.inCartFor.${licence}`, { title: track.title })}
          </span>
        </>
      ) : (
        <>
          {shown ?? <span aria-hidden="true">{t('list.addShort')}</span>}
          <span className="visually-hidden">
            {t(`list.add.${licence}`)} – {track.title}
          </span>
        </>
      )}
    </button>
  )
}

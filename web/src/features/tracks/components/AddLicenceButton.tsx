import type { Licence } from '@contract/checkout.ts'
import type { TrackSummary } from '@contract/site.ts'
import { useTranslation } from 'react-i18next'
import { useLicenceInCart } from '../hooks/use-licence-in-cart'

/**
 * Reads "Add" beside the licence's price (its name says which licence of which track); once
 * added it reads "In cart" and adding again does nothing. The same width either way, so a list
 * never reflows as the cart fills.
 */
export function AddLicenceButton({ track, licence }: { track: TrackSummary; licence: Licence }) {
  const { t } = useTranslation('tracks')
  const { inCart, add } = useLicenceInCart(track, licence)
  return (
    <button
      type="button"
      className={`button button--small add-licence ${inCart ? 'button--ghost add-licence--done' : 'button--primary'}`}
      aria-disabled={inCart ? true : undefined}
      onClick={inCart ? undefined : add}
    >
      {inCart ? (
        <>
          {t('list.inCart')}{' '}
          <span className="visually-hidden">
            – {t(`list.inCartFor.${licence}`, { title: track.title })}
          </span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{t('list.addShort')}</span>
          <span className="visually-hidden">
            {t(`list.add.${licence}`)} – {track.title}
          </span>
        </>
      )}
    </button>
  )
}

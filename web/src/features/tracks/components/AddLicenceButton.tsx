import type { Licence } from '@contract/checkout.ts'
import { useTranslation } from 'react-i18next'
import type { TrackSummary } from '@/types/api'
import { useLicenceInCart } from '../hooks/use-licence-in-cart'

/** "Add private licence"; once added it reads "In cart" and adding again does nothing. */
export function AddLicenceButton({ track, licence }: { track: TrackSummary; licence: Licence }) {
  const { t } = useTranslation('tracks')
  const { inCart, add } = useLicenceInCart(track, licence)
  return (
    <button
      type="button"
      className={`button button--small ${inCart ? 'button--ghost add-licence--done' : 'button--primary'}`}
      aria-disabled={inCart ? true : undefined}
      onClick={inCart ? undefined : add}
    >
      {inCart ? t('list.inCart') : t(`list.add.${licence}`)}{' '}
      <span className="visually-hidden">
        – {inCart ? t(`list.inCartFor.${licence}`, { title: track.title }) : track.title}
      </span>
    </button>
  )
}

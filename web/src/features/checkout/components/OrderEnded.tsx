import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'

type Reason = 'expired' | 'cancelled' | 'refunded' | 'unknown'

/** An order that will not be paid (or was refunded), or a session we know nothing about. */
export function OrderEnded({ reason }: { reason: Reason }) {
  const { t } = useTranslation('checkout')
  return (
    <section className="notice payment__ended" aria-labelledby="order-ended">
      <h2 id="order-ended" className="section__title">
        {t(`success.ended.${reason}.title`)}
      </h2>
      <p>{t(`success.ended.${reason}.body`)}</p>
      <p className="payment__actions">
        <Link className="button button--primary" href={paths.tracks.build()}>
          {t('success.browseTracks')}
        </Link>
        <Link className="button button--ghost" href={paths.shop.build()}>
          {t('success.backToShop')}
        </Link>
      </p>
    </section>
  )
}

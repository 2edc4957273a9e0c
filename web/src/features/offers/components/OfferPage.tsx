import { useTranslation } from 'react-i18next'
import { useParams, useSearch } from 'wouter'
import NotFoundPage from '@/components/not-found/NotFoundPage'
import { ErrorText } from '@/components/ui/ErrorText'
import { LoadFailed } from '@/components/ui/LoadFailed'
import { Loading } from '@/components/ui/Loading'
import { ApiError } from '@/lib/api-client'
import { usePrivatePageMeta } from '@/lib/use-private-page-meta'
import { type AwaitedPayment, isProcessing, useOffer } from '../api/get-offer'
import { OfferContract } from './OfferContract'
import { OfferEvent } from './OfferEvent'
import { OfferMoney } from './OfferMoney'
import { OfferPayment } from './OfferPayment'
import { OfferStatus } from './OfferStatus'
import './offers.css'

/**
 * /offer/{token}: a show offer for its organiser (the link in their email is the key). They read
 * the fee, the payments, the event and the contract; sign with their full legal name and pay the
 * deposit; come back to a confirmed booking, the signed contract, and the balance to pay.
 */
export default function OfferPage() {
  const { t } = useTranslation('offers')
  const { token = '' } = useParams<{ token: string }>()
  const paid = new URLSearchParams(useSearch()).get('paid')
  const awaited: AwaitedPayment = paid === 'deposit' || paid === 'balance' ? paid : null
  const settings = usePrivatePageMeta(t('title'), t('description'))
  const { data: offer, error, mutate } = useOffer(token, awaited)

  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />
  if (error instanceof ApiError && error.status === 410) {
    return (
      <article className="page container show-offer">
        <h1 className="page__title">{t('gone.heading')}</h1>
        <p className="notice" role="alert">
          <ErrorText code={error.code} />
        </p>
        {settings ? <p>{t('gone.contact', { email: settings.contact_email })}</p> : null}
      </article>
    )
  }
  if (error && !offer) {
    return (
      <LoadFailed
        className="page container show-offer"
        message={t('loadError')}
        retryLabel={t('retry')}
        onRetry={() => mutate()}
      />
    )
  }
  if (!offer) return <Loading fullScreen />

  return (
    <article className="page container show-offer">
      <OfferStatus offer={offer} processing={isProcessing(offer, awaited)} />
      <div className="show-offer__layout">
        <div className="show-offer__main">
          <OfferEvent offer={offer} />
          <OfferContract offer={offer} />
        </div>
        <aside className="show-offer__side">
          <OfferMoney offer={offer} />
          <OfferPayment offer={offer} token={token} processing={isProcessing(offer, awaited)} />
        </aside>
      </div>
    </article>
  )
}

import type { OrderView } from '@contract/checkout.ts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearch } from 'wouter'
import { ErrorText } from '@/components/ui/ErrorText'
import { useSettings } from '@/lib/api/get-settings'
import { ApiError } from '@/lib/api-client'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import { useCart } from '@/stores/cart'
import { useOrderBySession } from '../api/get-order-by-session'
import { OrderEnded } from './OrderEnded'
import { PaidOrder } from './PaidOrder'
import './checkout.css'

export default function PaymentSuccessPage() {
  const { t } = useTranslation('checkout')
  const { data: settings } = useSettings()
  useDocumentMeta({
    title: pageTitle(t('success.title'), settings?.brand_name),
    description: t('success.description'),
    // A buyer's order: no search engine should list it.
    noindex: true,
  })
  const sessionId = new URLSearchParams(useSearch()).get('session_id')
  const { data: order, error, mutate } = useOrderBySession(sessionId)
  useCartClearedWhenPaid(sessionId, order)

  const notFound = !sessionId || (error instanceof ApiError && error.status === 404)
  const processing = !notFound && !error && (!order || order.status === 'pending')

  return (
    <article className="page container payment">
      <h1 className="page__title">{t('success.heading')}</h1>
      <p className="payment__status" role="status" aria-live="polite">
        {processing ? <span className="loading__spinner" aria-hidden="true" /> : null}
        {processing ? t('success.processing') : null}
        {order?.status === 'paid' ? t('success.paid') : null}
      </p>
      {processing ? <p className="page__intro">{t('success.processingHint')}</p> : null}
      {notFound ? <OrderEnded reason="unknown" /> : null}
      {error && !notFound ? (
        <p className="notice" role="alert">
          <ErrorText error={error} />{' '}
          <button type="button" className="button button--small" onClick={() => mutate()}>
            {t('success.retry')}
          </button>
        </p>
      ) : null}
      {order?.status === 'paid' ? <PaidOrder order={order} /> : null}
      {order && order.status !== 'paid' && order.status !== 'pending' ? (
        <OrderEnded reason={order.status} />
      ) : null}
    </article>
  )
}

/** The bought items leave the cart once per session, even if the page is reloaded later. */
function useCartClearedWhenPaid(sessionId: string | null, order: OrderView | undefined) {
  const cartCleared = useCart((state) => state.cartCleared)
  const paid = order?.status === 'paid'
  useEffect(() => {
    if (!paid || !sessionId) return
    const mark = `cart-cleared:${sessionId}`
    if (sessionStorage.getItem(mark)) return
    sessionStorage.setItem(mark, '1')
    cartCleared()
  }, [paid, sessionId, cartCleared])
}

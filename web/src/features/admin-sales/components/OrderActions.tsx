import type { AdminOrderDetail } from '@contract/admin/sales.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { useRevalidate } from '@/lib/admin/revalidate'
import { formatMoney } from '@/lib/format'
import { showToast } from '@/lib/toast'
import { refundOrder, resendOrderEmail } from '../api/orders'
import { isRefundable } from '../lib/refund-selection'
import { RefundDialog } from './RefundDialog'

type Props = {
  order: AdminOrderDetail
  refundPending: boolean
  onRefundAsked: () => void
}

/** Resend the download email, and refund chosen lines through Stripe: paid orders only. */
export function OrderActions({ order, refundPending, onRefundAsked }: Props) {
  const { t, i18n } = useTranslation(['admin-sales', 'admin', 'common'])
  const revalidate = useRevalidate()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  if (order.status !== 'paid') return null
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language)
  const nothingLeft = !order.items.some(isRefundable)

  const resend = async () => {
    setBusy(true)
    try {
      await resendOrderEmail(order.id)
      showToast({
        tone: 'success',
        title: t('resend.done'),
        body: t('resend.doneBody', { email: order.email }),
      })
      await revalidate('admin/orders')
    } catch (error) {
      showToast({ tone: 'error', title: t('resend.failed'), body: <ErrorText error={error} /> })
    } finally {
      setBusy(false)
    }
  }

  const refund = async (items: string[]) => {
    setBusy(true)
    try {
      const lastLines = order.items.filter(isRefundable).every((item) => items.includes(item.id))
      const started = await refundOrder(order.id, items)
      setConfirming(false)
      // Refunding what is left closes the order once Stripe's webhook confirms it: wait for it.
      if (lastLines) onRefundAsked()
      showToast({
        tone: 'success',
        title: t('refund.done', { amount: money(started.amount_cents ?? 0) }),
        body: t('refund.doneBody', { name: order.name }),
      })
      await revalidate('admin/orders', 'admin/dashboard')
    } catch (error) {
      setConfirming(false)
      showToast({ tone: 'error', title: t('refund.failed'), body: <ErrorText error={error} /> })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={busy}
        onClick={resend}
      >
        {t('resend.button')}
      </button>
      <button
        type="button"
        className="button button--danger button--small"
        disabled={busy || refundPending || nothingLeft}
        onClick={() => setConfirming(true)}
      >
        {t('refund.button')}
      </button>
      {confirming ? (
        <RefundDialog
          order={order}
          open={confirming}
          busy={busy}
          onConfirm={refund}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  )
}

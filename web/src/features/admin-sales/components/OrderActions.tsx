import type { AdminOrderDetail } from '@contract/admin-sales.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { useRevalidate } from '@/lib/admin/revalidate'
import { errorText } from '@/lib/error-text'
import { formatMoney } from '@/lib/format'
import { showToast } from '@/lib/toast'
import { refundOrder, resendOrderEmail } from '../api/orders'

type Props = {
  order: AdminOrderDetail
  refundPending: boolean
  onRefundAsked: () => void
}

/** Resend the download email, and refund through Stripe (after a confirmation): paid orders only. */
export function OrderActions({ order, refundPending, onRefundAsked }: Props) {
  const { t, i18n } = useTranslation(['admin-sales', 'admin', 'common'])
  const revalidate = useRevalidate()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  if (order.status !== 'paid') return null

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
      showToast({ tone: 'error', title: t('resend.failed'), body: errorText(t, error) })
    } finally {
      setBusy(false)
    }
  }

  const refund = async () => {
    setBusy(true)
    try {
      await refundOrder(order.id)
      setConfirming(false)
      onRefundAsked()
      showToast({ tone: 'success', title: t('refund.asked') })
      await revalidate('admin/orders', 'admin/dashboard')
    } catch (error) {
      setConfirming(false)
      showToast({ tone: 'error', title: t('refund.failed'), body: errorText(t, error) })
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
        disabled={busy || refundPending}
        onClick={() => setConfirming(true)}
      >
        {t('refund.button')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('refund.title', { number: order.number })}
        confirmLabel={t('refund.confirm', {
          amount: formatMoney(order.total_cents, order.currency, i18n.language),
        })}
        danger
        busy={busy}
        onConfirm={refund}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {t('refund.body', {
            amount: formatMoney(order.total_cents, order.currency, i18n.language),
            name: order.name,
          })}
        </p>
        {order.licences.length > 0 ? (
          <p>{t('refund.licences', { count: order.licences.length })}</p>
        ) : null}
      </ConfirmDialog>
    </>
  )
}

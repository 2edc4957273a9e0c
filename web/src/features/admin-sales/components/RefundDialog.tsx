import type { AdminOrderDetail, AdminOrderItem } from '@contract/admin/sales.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { formatMoney } from '@/lib/format'
import { isRefundable, refundTotal } from '../lib/refund-selection'

type Props = {
  order: AdminOrderDetail
  open: boolean
  busy: boolean
  onConfirm: (items: string[]) => void
  onCancel: () => void
}

/**
 * Chooses the lines to refund: each says what it gives back and what happens to it (a licence
 * is revoked; gear goes back in stock, or is expected back when it has shipped). The amount on
 * the button follows the choice. Only the lines still the buyer's can be chosen.
 */
export function RefundDialog({ order, open, busy, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation('admin-sales')
  const left = order.items.filter(isRefundable)
  // A single line left is the obvious choice; otherwise the owner picks.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(left.length === 1 ? [left[0]?.id ?? ''] : []),
  )
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language)
  const total = refundTotal(order, chosen)
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(id)
    else next.delete(id)
    setChosen(next)
  }
  const allChosen = left.length > 0 && left.every((item) => chosen.has(item.id))

  return (
    <ConfirmDialog
      open={open}
      title={t('refund.title', { number: order.number })}
      confirmLabel={
        chosen.size === 0
          ? t('refund.chooseFirst')
          : t('refund.confirm', { amount: money(total.cents) })
      }
      confirmDisabled={chosen.size === 0}
      danger
      busy={busy}
      onConfirm={() => onConfirm(left.filter((item) => chosen.has(item.id)).map((i) => i.id))}
      onCancel={onCancel}
    >
      <fieldset className="refund-lines">
        <legend>{t('refund.choose', { name: order.name })}</legend>
        {left.length > 1 ? (
          <label className="refund-lines__all">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={(event) =>
                setChosen(new Set(event.target.checked ? left.map((item) => item.id) : []))
              }
            />
            {t('refund.all')}
          </label>
        ) : null}
        <ul className="refund-lines__list">
          {order.items.map((item) => (
            <RefundLine
              key={item.id}
              item={item}
              order={order}
              checked={chosen.has(item.id)}
              onChange={(on) => toggle(item.id, on)}
              money={money}
            />
          ))}
        </ul>
      </fieldset>
      <p className="refund-lines__total" aria-live="polite">
        {chosen.size === 0
          ? t('refund.nothingChosen')
          : t('refund.body', { amount: money(total.cents), name: order.name })}
        {total.lastLines && order.shipping_cents > 0 ? ` ${t('refund.withShipping')}` : null}
      </p>
    </ConfirmDialog>
  )
}

function RefundLine(props: {
  item: AdminOrderItem
  order: AdminOrderDetail
  checked: boolean
  onChange: (on: boolean) => void
  money: (cents: number) => string
}) {
  const { item, order, checked, onChange, money } = props
  const { t } = useTranslation('admin-sales')
  const hintId = useId()
  const name = item.licence
    ? `${item.title} · ${t(`licences.${item.licence}`)}`
    : `${item.title} × ${item.quantity}`
  if (!isRefundable(item)) {
    return (
      <li className="refund-line refund-line--done">
        <span className="refund-line__name">{name}</span>
        <span className="admin-badge">
          {item.refund_pending ? t('refund.lineOnItsWay') : t('refund.lineRefunded')}
        </span>
      </li>
    )
  }
  const consequence =
    item.kind === 'track'
      ? t('refund.revokes')
      : order.shipment
        ? t('refund.returned')
        : t('refund.restocks', { count: item.quantity })
  return (
    <li className="refund-line">
      <label className="refund-line__choice">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="refund-line__name">{name}</span>
        <span className="refund-line__amount">{money(item.refundable_cents)}</span>
      </label>
      <span id={hintId} className="refund-line__hint">
        {consequence}
      </span>
    </li>
  )
}

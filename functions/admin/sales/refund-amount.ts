/** What an order charged, as fulfilment recorded it from Stripe's session. */
export type ChargedOrder = {
  /** What Stripe charged: lines less discounts, plus shipping, plus VAT when added on top. */
  total_cents: number
  shipping_cents: number
  /** The promotion code's discount, over the whole order (the bundle's free lines cost 0). */
  discount_cents: number
  tax_cents: number
  prices_include_tax: boolean
}

export type PricedLine = { id: string; total_cents: number }

/**
 * What each line was paid: the money charged for goods (the total less shipping and, when VAT was
 * added on top, shipping's share of it) shared out in proportion to the lines' prices, which
 * spreads the promotion code's discount and the VAT the way Stripe applied them. Largest
 * remainders keep the shares adding up to the goods' total to the cent.
 */
export function paidPerLine(order: ChargedOrder, lines: PricedLine[]): Map<string, number> {
  const listed = lines.reduce((sum, line) => sum + line.total_cents, 0)
  const shares = new Map<string, number>()
  if (listed === 0) {
    for (const line of lines) shares.set(line.id, 0)
    return shares
  }
  const goods = Math.max(order.total_cents - shippingPaid(order, listed), 0)
  const exact = lines.map((line) => ({ id: line.id, value: (goods * line.total_cents) / listed }))
  let left = goods - exact.reduce((sum, share) => sum + Math.floor(share.value), 0)
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  )
  const extra = new Set<string>()
  for (const share of byRemainder) {
    if (left <= 0) break
    extra.add(share.id)
    left--
  }
  for (const share of exact)
    shares.set(share.id, Math.floor(share.value) + (extra.has(share.id) ? 1 : 0))
  return shares
}

/** Shipping as charged: its price, plus its part of VAT when VAT was added on top. */
function shippingPaid(order: ChargedOrder, listed: number): number {
  if (order.shipping_cents === 0) return 0
  if (order.prices_include_tax || order.tax_cents === 0) return order.shipping_cents
  const taxed = listed - order.discount_cents + order.shipping_cents
  if (taxed <= 0) return order.shipping_cents
  return order.shipping_cents + Math.round((order.tax_cents * order.shipping_cents) / taxed)
}

/**
 * The amount to refund for `chosen` lines. When they are the last lines not yet refunded, the
 * rest of the charge goes back (shipping and rounding included): refunding every line refunds
 * the whole payment. Never more than is left to refund.
 */
export function refundAmount(input: {
  order: ChargedOrder
  lines: PricedLine[]
  /** Lines already refunded or on their way. */
  claimed: ReadonlySet<string>
  chosen: ReadonlySet<string>
  /** Refunded or being refunded so far, in cents. */
  refundedCents: number
}): number {
  const { order, lines, claimed, chosen } = input
  const left = Math.max(order.total_cents - input.refundedCents, 0)
  const lastLines = lines.every((line) => claimed.has(line.id) || chosen.has(line.id))
  if (lastLines) return left
  const paid = paidPerLine(order, lines)
  const amount = [...chosen].reduce((sum, id) => sum + (paid.get(id) ?? 0), 0)
  return Math.min(amount, left)
}

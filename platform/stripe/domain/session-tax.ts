import type { SandboxContext } from '../context.ts'
import { calculateTax, type TaxLine } from '../tax/calculate.ts'
import type { CheckoutSessionObject } from '../types.ts'
import type { CheckoutPayment } from './complete-checkout-session.ts'

/** What Stripe Tax decided for a paid session: one line per line item, and its shipping. */
export type SessionTax = {
  lines: TaxLine[]
  shipping: TaxLine | null
  taxExempt: 'none' | 'reverse'
}

/**
 * Stripe Tax on a session being paid, now that the buyer's address (and maybe a VAT number) is
 * known: each line item's and the shipping's tax, inside the amount for inclusive prices and on
 * top of it for exclusive ones; the session's totals follow. Nothing happens without
 * `automatic_tax.enabled`.
 */
export function applyAutomaticTax(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
  payment: Pick<CheckoutPayment, 'billingAddress' | 'shipping' | 'business'>,
): SessionTax | null {
  if (!session.automatic_tax.enabled) return null
  const lineItems = ctx.state.lineItems[session.id] ?? []
  const shippingRate = session.shipping_cost?.shipping_rate
  const rate = typeof shippingRate === 'string' ? ctx.state.shippingRates[shippingRate] : undefined
  const shippingAmount = session.shipping_cost?.amount_subtotal ?? 0
  const result = calculateTax(
    ctx.taxOrigin,
    [
      ...lineItems.map((item) => ({
        amount: item.amount_subtotal - item.amount_discount,
        taxBehavior: item.price.tax_behavior ?? 'unspecified',
        physical: isPhysical(ctx.state.products[item.price.product]?.tax_code ?? null),
      })),
      // Shipping follows the goods: taxed where they go.
      { amount: shippingAmount, taxBehavior: rate?.tax_behavior ?? 'unspecified', physical: true },
    ],
    {
      billingCountry: payment.billingAddress.country,
      shippingCountry: payment.shipping?.address.country ?? null,
      taxIds: payment.business?.taxIds ?? [],
    },
  )
  const lines = result.lines.slice(0, lineItems.length)
  const shipping = session.shipping_cost ? (result.lines.at(-1) ?? null) : null
  let added = 0
  for (const [index, item] of lineItems.entries()) {
    const line = lines[index]!
    item.amount_tax = line.tax
    item.amount_total =
      item.amount_subtotal - item.amount_discount + onTop(item.price.tax_behavior, line)
    added += onTop(item.price.tax_behavior, line)
  }
  if (session.shipping_cost && shipping) {
    session.shipping_cost.amount_tax = shipping.tax
    session.shipping_cost.amount_total =
      shippingAmount + onTop(rate?.tax_behavior ?? null, shipping)
    added += onTop(rate?.tax_behavior ?? null, shipping)
  }
  const tax = [...lines, ...(shipping ? [shipping] : [])].reduce((sum, line) => sum + line.tax, 0)
  const discount = session.total_details?.amount_discount ?? 0
  session.amount_total = (session.amount_subtotal ?? 0) - discount + shippingAmount + added
  session.total_details = {
    amount_discount: discount,
    amount_shipping: session.shipping_cost?.amount_total ?? 0,
    amount_tax: tax,
  }
  session.automatic_tax = { ...session.automatic_tax, status: 'complete' }
  const decided: SessionTax = { lines, shipping, taxExempt: result.taxExempt }
  ctx.state.sessionTaxes[session.id] = decided
  return decided
}

/** The tax added to what the buyer pays: all of it for exclusive prices, none for inclusive. */
function onTop(behavior: string | null, line: TaxLine): number {
  return behavior === 'inclusive' ? 0 : line.tax
}

/** Stripe's tax codes for tangible goods (txcd_99999999, txcd_3…); downloads are txcd_10…. */
function isPhysical(taxCode: string | null): boolean {
  return taxCode === 'txcd_99999999' || (taxCode?.startsWith('txcd_3') ?? false)
}

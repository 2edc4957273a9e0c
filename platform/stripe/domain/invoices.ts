import { nowSeconds, type SandboxContext } from '../context.ts'
import { newId, randomToken } from '../ids.ts'
import type { TaxLine } from '../tax/calculate.ts'
import type {
  ChargeObject,
  CheckoutSessionObject,
  InvoiceLineObject,
  InvoiceObject,
} from '../types.ts'

type TotalTax = NonNullable<InvoiceObject['total_taxes']>[number]

/**
 * The invoice Checkout makes for a paid session with `invoice_creation.enabled`: finalized and
 * paid at once, numbered in the account's sequence, with the session's lines, the buyer's details
 * and tax ids, and Stripe Tax's amounts. Its PDF is served at `invoice_pdf` (invoice-pdf.ts).
 */
export function createSessionInvoice(
  ctx: SandboxContext,
  session: CheckoutSessionObject,
  charge: ChargeObject | null,
): InvoiceObject | null {
  if (!session.invoice_creation?.enabled) return null
  const created = nowSeconds(ctx)
  const id = newId('in_')
  const currency = session.currency ?? 'eur'
  const tax = ctx.state.sessionTaxes[session.id]
  const items = ctx.state.lineItems[session.id] ?? []
  const lines: InvoiceLineObject[] = items.map((item, index) => ({
    id: newId('il_'),
    object: 'line_item',
    amount: item.amount_subtotal,
    currency,
    description: item.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: {
        invoice_item: newId('ii_'),
        proration: false,
        proration_details: { credited_items: null },
        subscription: null,
      },
      subscription_item_details: null,
      type: 'invoice_item_details',
    },
    period: { end: created, start: created },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: item.price.id, product: item.price.product },
      type: 'price_details',
      unit_amount_decimal: item.price.unit_amount_decimal,
    },
    quantity: item.quantity ?? 1,
    quantity_decimal: String(item.quantity ?? 1),
    subscription: null,
    subtotal: item.amount_subtotal,
    taxes: tax?.lines[index] ? [lineTax(tax.lines[index], item.price.tax_behavior)] : [],
  }))
  const details = session.customer_details
  const shipping = session.collected_information?.shipping_details ?? null
  const total = session.amount_total ?? 0
  const taxTotal = session.total_details?.amount_tax ?? 0
  const invoice: InvoiceObject = {
    id,
    object: 'invoice',
    account_country: ctx.taxOrigin,
    account_name: ctx.accountName,
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: total,
    amount_remaining: 0,
    amount_shipping: session.shipping_cost?.amount_total ?? 0,
    application: null,
    attempt_count: 0,
    attempted: true,
    automatic_tax: {
      disabled_reason: null,
      enabled: session.automatic_tax.enabled,
      liability: session.automatic_tax.liability,
      provider: session.automatic_tax.provider,
      status: session.automatic_tax.enabled ? 'complete' : null,
    },
    automatically_finalizes_at: null,
    billing_reason: 'manual',
    collection_method: 'charge_automatically',
    created,
    currency,
    custom_fields: session.invoice_creation.invoice_data.custom_fields,
    customer: null,
    customer_account: null,
    customer_address: details?.address ?? null,
    customer_email: details?.email ?? session.customer_email,
    customer_name: details?.business_name ?? details?.name ?? null,
    customer_phone: null,
    customer_shipping: shipping ? { address: shipping.address, name: shipping.name } : null,
    customer_tax_exempt: details?.tax_exempt ?? 'none',
    customer_tax_ids: (details?.tax_ids ?? []).map(({ type, value }) => ({ type, value })),
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: session.invoice_creation.invoice_data.description,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    footer: session.invoice_creation.invoice_data.footer,
    from_invoice: null,
    hosted_invoice_url: `${ctx.publicUrl}/_stripe/invoices/${id}?token=${randomToken(24)}`,
    invoice_pdf: '',
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: session.invoice_creation.invoice_data.metadata ?? {},
    next_payment_attempt: null,
    number: nextInvoiceNumber(ctx),
    on_behalf_of: null,
    parent: null,
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    period_end: created,
    period_start: created,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: { amount_tax_display: null, pdf: null, template: null, template_version: null },
    shipping_cost: session.shipping_cost
      ? {
          amount_subtotal: session.shipping_cost.amount_subtotal,
          amount_tax: session.shipping_cost.amount_tax,
          amount_total: session.shipping_cost.amount_total,
          shipping_rate: session.shipping_cost.shipping_rate as string | null,
        }
      : null,
    shipping_details: shipping ? { address: shipping.address, name: shipping.name } : null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'paid',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: charge ? charge.created : created,
      voided_at: null,
    },
    subtotal: session.amount_subtotal ?? 0,
    subtotal_excluding_tax: (session.amount_subtotal ?? 0) - inclusiveTax(ctx, session),
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total - taxTotal,
    total_pretax_credit_amounts: [],
    total_taxes: totalTaxes(tax?.lines ?? [], tax?.shipping ?? null, items, ctx, session),
    webhooks_delivered_at: created,
  }
  // A secret in the link, as Stripe's invoice links carry one: whoever has it may read the PDF.
  const token = new URL(invoice.hosted_invoice_url ?? '').searchParams.get('token')
  invoice.invoice_pdf = `${ctx.publicUrl}/_stripe/invoices/${id}/pdf?token=${token}`
  ctx.state.invoices[id] = invoice
  session.invoice = id
  return invoice
}

function nextInvoiceNumber(ctx: SandboxContext): string {
  const count = Object.keys(ctx.state.invoices).length + 1
  return `SANDBOX-${String(count).padStart(4, '0')}`
}

function lineTax(line: TaxLine, behavior: string | null): TotalTax {
  return {
    amount: line.tax,
    tax_behavior: behavior === 'inclusive' ? 'inclusive' : 'exclusive',
    tax_rate_details: { tax_rate: taxRateId(line) },
    taxability_reason: line.taxabilityReason,
    taxable_amount: line.taxableAmount,
    type: 'tax_rate_details',
  }
}

/** One Tax Rate per country and rate, as Stripe Tax creates them: a stable id for both. */
function taxRateId(line: TaxLine): string {
  return `txr_sandbox_${(line.country ?? 'xx').toLowerCase()}_${String(line.rate).replace('.', '_')}`
}

function inclusiveTax(ctx: SandboxContext, session: CheckoutSessionObject): number {
  const tax = ctx.state.sessionTaxes[session.id]
  const items = ctx.state.lineItems[session.id] ?? []
  return items.reduce(
    (sum, item, index) =>
      sum + (item.price.tax_behavior === 'inclusive' ? (tax?.lines[index]?.tax ?? 0) : 0),
    0,
  )
}

/** The invoice's taxes, one entry per rate and country, shipping included. */
function totalTaxes(
  lines: readonly TaxLine[],
  shipping: TaxLine | null,
  items: readonly { price: { tax_behavior: string | null } }[],
  ctx: SandboxContext,
  session: CheckoutSessionObject,
): TotalTax[] {
  const rateId = session.shipping_cost?.shipping_rate
  const shippingBehavior =
    typeof rateId === 'string' ? (ctx.state.shippingRates[rateId]?.tax_behavior ?? null) : null
  const all = [
    ...lines.map((line, index) => lineTax(line, items[index]?.price.tax_behavior ?? null)),
    ...(shipping ? [lineTax(shipping, shippingBehavior)] : []),
  ]
  const merged = new Map<string, TotalTax>()
  for (const tax of all) {
    const key = `${tax.tax_rate_details?.tax_rate}:${tax.tax_behavior}:${tax.taxability_reason}`
    const seen = merged.get(key)
    merged.set(
      key,
      seen
        ? {
            ...seen,
            amount: seen.amount + tax.amount,
            taxable_amount: (seen.taxable_amount ?? 0) + (tax.taxable_amount ?? 0),
          }
        : tax,
    )
  }
  return [...merged.values()]
}

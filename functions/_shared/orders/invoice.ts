import { runAs } from '../db/request-context.ts'
import { type OrdersDeps, STRIPE_IDENTITY } from './deps.ts'

/**
 * Records the number and PDF link of an order's Stripe invoice. Stripe is asked outside any
 * transaction, once the fulfilment that named the invoice has committed; the answer is written in
 * a short transaction of its own. Returns the PDF link (null when the order has no invoice).
 */
export async function recordInvoice(
  deps: Pick<OrdersDeps, 'sql' | 'stripe'>,
  orderId: string,
): Promise<string | null> {
  const [order] = await runAs(
    deps.sql,
    STRIPE_IDENTITY,
    (tx) => tx<{ stripe_invoice_id: string | null; invoice_pdf_url: string | null }[]>`
      select stripe_invoice_id, invoice_pdf_url from public.orders where id = ${orderId}`,
  )
  if (!order?.stripe_invoice_id) return null
  if (order.invoice_pdf_url) return order.invoice_pdf_url
  const invoice = await deps.stripe.invoices.retrieve(order.stripe_invoice_id)
  const pdf = invoice.invoice_pdf ?? null
  await runAs(
    deps.sql,
    STRIPE_IDENTITY,
    (tx) => tx`
      update public.orders set invoice_number = ${invoice.number}, invoice_pdf_url = ${pdf}
      where id = ${orderId}`,
  )
  return pdf
}

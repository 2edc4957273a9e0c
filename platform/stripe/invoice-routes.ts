import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { SandboxContext } from './context.ts'
import { renderInvoicePdf } from './domain/invoice-pdf.ts'
import type { InvoiceObject } from './types.ts'

/**
 * An invoice's PDF (`invoice_pdf`) and page (`hosted_invoice_url`), for whoever has the link: as
 * on Stripe, the link's secret is the permission, no API key.
 */
export function invoicePageRoutes(ctx: SandboxContext) {
  const app = new Hono()

  app.get('/_stripe/invoices/:id/pdf', async (c) => {
    const invoice = withToken(ctx, c.req.param('id'), c.req.query('token'))
    if (!invoice) return c.text('Invoice not found', 404)
    const pdf = await renderInvoicePdf(invoice, (rateId) => taxRate(rateId))
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
  })

  // The hosted page is the PDF here: Stripe's page shows the same and offers it for download.
  app.get('/_stripe/invoices/:id', (c) => {
    const invoice = withToken(ctx, c.req.param('id'), c.req.query('token'))
    if (!invoice) return c.text('Invoice not found', 404)
    return c.redirect(invoice.invoice_pdf ?? '', 303)
  })

  return app
}

function withToken(ctx: SandboxContext, id: string, token: string | undefined) {
  const invoice: InvoiceObject | undefined = ctx.state.invoices[id]
  const expected = invoice?.invoice_pdf
    ? new URL(invoice.invoice_pdf).searchParams.get('token')
    : null
  if (!invoice || !expected || !token) return null
  const a = Buffer.from(expected)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b) ? invoice : null
}

/** The rate and country in a sandbox tax rate id (`txr_sandbox_de_19`). */
function taxRate(rateId: string): { percent: number; country: string | null } {
  const match = /^txr_sandbox_([a-z]{2})_(\d+(?:_\d+)?)$/.exec(rateId)
  if (!match) return { percent: 0, country: null }
  return { percent: Number(match[2]!.replace('_', '.')), country: match[1]!.toUpperCase() }
}

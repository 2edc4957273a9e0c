import type { AdminOrderEvidence } from '../../_shared/contract/admin/evidence.ts'
import type { LicenceFile } from '../../_shared/contract/licence-files.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'
import { orderNotFound } from '../sales/query.ts'

/** The buyer's tax ids as Stripe gave them. */
type OrderRow = Pick<
  TableRow<'orders'>,
  | 'tax_cents'
  | 'net_cents'
  | 'prices_include_tax'
  | 'tax_country'
  | 'tax_exempt'
  | 'buyer_business_name'
  | 'invoice_number'
  | 'invoice_pdf_url'
  | 'terms_version'
  | 'terms_accepted_at'
  | 'stripe_dispute_id'
  | 'dispute_reason'
  | 'dispute_amount_cents'
  | 'disputed_at'
> & { buyer_tax_ids: { type: string; value: string }[] }

/**
 * A download with its licence and line; `format` and `channel` are one of the values their
 * checks allow.
 */
type DownloadRow = Pick<TableRow<'download_log'>, 'downloaded_at' | 'ip_address' | 'user_agent'> &
  Pick<TableRow<'licence_grants'>, 'licence'> &
  Pick<TableRow<'order_items'>, 'title'> & {
    licence_number: TableRow<'licence_grants'>['number']
    format: LicenceFile
    channel: 'link' | 'library'
  }

/** An order's tax, invoice, accepted terms, dispute and download log, as the admin reads them. */
export async function readOrderEvidence(tx: Tx, id: string): Promise<AdminOrderEvidence> {
  const [order] = await tx<OrderRow[]>`
    select tax_cents, net_cents, prices_include_tax, tax_country, tax_exempt, buyer_business_name,
      buyer_tax_ids, invoice_number, invoice_pdf_url, terms_version, terms_accepted_at,
      stripe_dispute_id, dispute_reason, dispute_amount_cents, disputed_at
    from public.orders where id = ${id}`
  if (!order) throw orderNotFound()
  const downloads = await tx<DownloadRow[]>`
    select g.number as licence_number, i.title, g.licence, d.format, d.downloaded_at,
      d.ip_address, d.user_agent, d.channel
    from public.download_log as d
    join public.licence_grants as g on g.id = d.grant_id
    join public.order_items as i on i.id = g.order_item_id
    where d.order_id = ${id}
    order by d.downloaded_at, d.id`
  return {
    tax_cents: order.tax_cents,
    net_cents: order.net_cents,
    prices_include_tax: order.prices_include_tax,
    tax_country: order.tax_country,
    tax_exempt: order.tax_exempt,
    buyer_business_name: order.buyer_business_name,
    buyer_tax_ids: order.buyer_tax_ids,
    invoice_number: order.invoice_number,
    invoice_pdf_url: order.invoice_pdf_url,
    terms_version: order.terms_version,
    terms_accepted_at: order.terms_accepted_at?.toISOString() ?? null,
    dispute:
      order.disputed_at && order.stripe_dispute_id
        ? {
            id: order.stripe_dispute_id,
            reason: order.dispute_reason ?? '',
            amount_cents: order.dispute_amount_cents ?? 0,
            opened_at: order.disputed_at.toISOString(),
          }
        : null,
    downloads: downloads.map((row) => ({ ...row, downloaded_at: row.downloaded_at.toISOString() })),
  }
}

import { z } from 'zod'
import { LICENCES } from '../checkout.ts'
import { LicenceFile } from '../licence-files.ts'

// What an order's page in the admin shows beside its detail for tax and disputes: the VAT and
// invoice, the licence terms the buyer accepted, the dispute, and every download. `GET
// admin/orders/{id}/evidence` (JSON) and `GET admin/orders/{id}/evidence.pdf` (the evidence to
// submit to Stripe when a payment is disputed).

const timestamp = z.iso.datetime({ offset: true })

export const AdminDownloadEntry = z.object({
  licence_number: z.string(),
  title: z.string(),
  licence: z.enum(LICENCES),
  format: LicenceFile,
  downloaded_at: timestamp,
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The emailed link (or the payment-success page), or the buyer's library. */
  channel: z.enum(['link', 'library']),
})
export type AdminDownloadEntry = z.infer<typeof AdminDownloadEntry>

export const AdminOrderEvidence = z.object({
  tax_cents: z.number().int(),
  net_cents: z.number().int().nullable(),
  prices_include_tax: z.boolean(),
  tax_country: z.string().nullable(),
  /** `reverse`: a business that accounts for the VAT itself (EU reverse charge). */
  tax_exempt: z.string().nullable(),
  buyer_business_name: z.string().nullable(),
  buyer_tax_ids: z.array(z.object({ type: z.string(), value: z.string() })),
  invoice_number: z.string().nullable(),
  invoice_pdf_url: z.string().nullable(),
  terms_version: z.string().nullable(),
  terms_accepted_at: timestamp.nullable(),
  dispute: z
    .object({
      id: z.string(),
      reason: z.string(),
      amount_cents: z.number().int(),
      opened_at: timestamp,
    })
    .nullable(),
  /** Oldest first. */
  downloads: z.array(AdminDownloadEntry),
})
export type AdminOrderEvidence = z.infer<typeof AdminOrderEvidence>

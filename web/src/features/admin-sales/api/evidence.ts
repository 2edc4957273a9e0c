import type { AdminOrderEvidence } from '@contract/admin/evidence.ts'
import useSWR from 'swr'
import { adminDownload, adminGet } from '@/lib/admin-api'

// An order's tax, invoice, accepted terms, dispute and download log (`admin/orders/{id}/evidence`),
// and the evidence PDF to submit to Stripe when its payment is disputed.

export const evidenceKey = (id: string) => `admin/orders/${encodeURIComponent(id)}/evidence`

export function useOrderEvidence(id: string) {
  return useSWR(evidenceKey(id), adminGet<AdminOrderEvidence>)
}

export const downloadEvidencePdf = (id: string) =>
  adminDownload(`orders/${encodeURIComponent(id)}/evidence.pdf`)

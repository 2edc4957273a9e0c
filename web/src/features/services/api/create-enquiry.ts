import { EnquiryInput, SERVICES } from '@contract/forms.ts'
import { apiRequest } from '@/lib/api-client'

// `POST site/enquiries`: production, mixing, mastering, mix+master or a private session.
export { EnquiryInput, SERVICES }

export type Service = (typeof SERVICES)[number]

export type EnquiryReceipt = { id: string; status: string }

export const createEnquiry = (input: EnquiryInput) =>
  apiRequest<EnquiryReceipt>('enquiries', { method: 'POST', body: input })

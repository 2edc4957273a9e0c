import { ContactInput } from '@contract/forms.ts'
import { apiRequest } from '@/lib/api-client'

// `POST site/contact`: a message from the home page's contact form.
export { ContactInput }

export type FormReceipt = { id: string; status: string }

export const sendContact = (input: ContactInput) =>
  apiRequest<FormReceipt>('contact', { method: 'POST', body: input })

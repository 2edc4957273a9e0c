import type { ContactInput } from '../../_shared/contract/forms.ts'
import { contactConfirmation, contactOwnerNotice } from '../../_shared/email/templates/contact.ts'
import { publicStorageUrls } from '../catalog/storage-url.ts'
import { readOwnerLocale, readPublicSettings } from '../settings.ts'
import { emailContexts, formEmails } from './emails.ts'
import { decoyReceipt, filledHoneypot } from './honeypot.ts'
import { acceptSubmission, type FormsDeps, type Receipt } from './submit.ts'

export async function submitContact(
  deps: FormsDeps,
  input: ContactInput,
  address: string | null,
): Promise<Receipt> {
  if (filledHoneypot(input)) return decoyReceipt()
  const settings = await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))
  const id = crypto.randomUUID()
  const contexts = emailContexts(deps, settings, input.locale, await readOwnerLocale(deps.sql))
  const sender = { name: input.name, email: input.email, locale: input.locale, messageId: id }
  return acceptSubmission(deps, {
    id,
    message: {
      kind: 'contact',
      name: input.name,
      email: input.email,
      body: input.message,
      locale: input.locale,
    },
    details: {},
    address,
    subscribe: input.subscribe,
    emails: formEmails(deps, settings, {
      messageId: id,
      kind: 'contact',
      senderEmail: input.email,
      confirmation: contactConfirmation(contexts.sender, input),
      notice: contactOwnerNotice(contexts.owner, sender, input.message),
    }),
  })
}

import type { EnquiryInput } from '../../_shared/contract/forms.ts'
import { enquiryConfirmation, enquiryOwnerNotice } from '../../_shared/email/templates/enquiry.ts'
import { publicStorageUrls } from '../catalog/storage-url.ts'
import { readOwnerLocale, readPublicSettings } from '../settings.ts'
import { emailContexts, formEmails } from './emails.ts'
import { decoyReceipt, filledHoneypot } from './honeypot.ts'
import { invalidField, sessionHoursProblem } from './rules.ts'
import { acceptSubmission, type FormsDeps, type Receipt } from './submit.ts'

export async function submitEnquiry(
  deps: FormsDeps,
  input: EnquiryInput,
  address: string | null,
): Promise<Receipt> {
  if (filledHoneypot(input)) return decoyReceipt()
  const settings = await readPublicSettings(deps.sql, publicStorageUrls(deps.env.SUPABASE_URL))
  if (input.service === 'private_session') {
    const problem = sessionHoursProblem(input.hours, settings.rates.session_hours)
    if (problem) throw invalidField('hours', problem)
  }

  const id = crypto.randomUUID()
  const contexts = emailContexts(deps, settings, input.locale, await readOwnerLocale(deps.sql))
  const enquiry = { service: input.service, genre: input.genre, hours: input.hours }
  return acceptSubmission(deps, {
    id,
    message: {
      kind: 'enquiry',
      name: input.name,
      email: input.email,
      body: input.details,
      locale: input.locale,
    },
    details: { service: input.service, genre: input.genre, hours: input.hours ?? null },
    address,
    subscribe: input.subscribe,
    emails: formEmails(deps, settings, {
      messageId: id,
      kind: 'enquiry',
      senderEmail: input.email,
      confirmation: enquiryConfirmation(contexts.sender, input, enquiry, {
        mixingRevisions: settings.revisions.mixing,
        masteringRevisions: settings.revisions.mastering,
        mixMasterDays: settings.mix_master_delivery_days,
        sessionHourlyCents: settings.rates.session_hourly_cents,
        currency: settings.currency,
      }),
      notice: enquiryOwnerNotice(
        contexts.owner,
        { name: input.name, email: input.email, locale: input.locale, messageId: id },
        { ...enquiry, details: input.details },
      ),
    }),
  })
}

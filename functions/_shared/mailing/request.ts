import type { Locale } from '../contract/forms.ts'
import type { Tx } from '../db/request-context.ts'
import { queueEmails } from '../email/outbox.ts'
import { confirmationEmail, mailingPageUrl } from './emails.ts'
import { CONFIRM_LINK_HOURS, hoursFrom, newLinkToken } from './tokens.ts'

export type SubscriptionRequest = {
  email: string
  locale: Locale
  source: 'form' | 'checkout'
  /** The words the fan agreed to, as they read them. */
  consentText: string
  consentIp: string | null
}

/**
 * Asks for a subscription inside the caller's transaction (`anon` from the sign-up form, the
 * service role from Stripe's webhook): the subscriber is stored as pending with the consent, and
 * the confirmation email is queued beside it, unless the address is already confirmed or bounced
 * or had one within the hour (private.request_subscription decides). Nothing tells the caller
 * which, so the answer never reveals whether an address is on the list.
 */
export async function requestSubscription(
  tx: Tx,
  context: { siteUrl: string; brand: string; now: Date },
  request: SubscriptionRequest,
): Promise<boolean> {
  const { token, hash } = await newLinkToken()
  const [row] = await tx<{ send: boolean }[]>`
    select private.request_subscription(${request.email}, ${request.locale}, ${request.source},
      ${request.consentText}, ${request.consentIp}, ${hash},
      ${hoursFrom(context.now, CONFIRM_LINK_HOURS)}) as send`
  if (!row?.send) return false
  const confirmUrl = mailingPageUrl(context.siteUrl, '/subscription/confirm', request.locale, token)
  await queueEmails(tx, [
    {
      dedupeKey: `subscription:${hash}:confirm`,
      template: 'subscription_confirmation',
      to: request.email,
      ...confirmationEmail(request.locale, context.brand, confirmUrl),
    },
  ])
  return true
}

/** The brand the emails are signed with (settings are public: any role reads them). */
export async function readBrandName(tx: Tx): Promise<string> {
  const [row] = await tx<{ brand_name: string }[]>`select brand_name from public.settings limit 1`
  return row?.brand_name ?? ''
}

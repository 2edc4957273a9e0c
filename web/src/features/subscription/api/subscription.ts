import type { Locale } from '@contract/forms.ts'
import type { ErasureReceipt, SubscribeReceipt, SubscriptionState } from '@contract/mailing.ts'
import { apiRequest, send, siteUrl } from '@/lib/api-client'

// The calls made from the mailing list's emailed links: the token travels in the body, never in
// a URL. One file per flow is overkill here: they are one page's few buttons.

export const confirmSubscription = (token: string) =>
  apiRequest<{ status: 'confirmed'; email: string; language: Locale }>('subscription/confirm', {
    method: 'POST',
    body: { token },
  })

export const requestManageLink = (email: string, locale: Locale, website: string) =>
  apiRequest<SubscribeReceipt>('subscription/link', {
    method: 'POST',
    body: { email, locale, website },
  })

export const readSubscription = (token: string) =>
  apiRequest<SubscriptionState>('subscription/read', { method: 'POST', body: { token } })

export const unsubscribe = (token: string) =>
  apiRequest<SubscriptionState>('subscription/unsubscribe', { method: 'POST', body: { token } })

export const changeLanguage = (token: string, locale: Locale) =>
  apiRequest<SubscriptionState>('subscription/language', {
    method: 'POST',
    body: { token, locale },
  })

export const eraseData = (token: string) =>
  apiRequest<ErasureReceipt>('subscription/erase', { method: 'POST', body: { token } })

/** The export as a file the browser saves. */
export async function downloadData(token: string): Promise<Blob> {
  const response = await send(siteUrl('subscription/export'), { method: 'POST', body: { token } })
  return response.blob()
}

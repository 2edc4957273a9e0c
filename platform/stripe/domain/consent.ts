import { html } from 'hono/html'
import type { ParamReader } from '../params.ts'
import type { CheckoutSessionObject } from '../types.ts'

/**
 * `consent_collection.promotions` as Checkout takes it: `auto` shows the buyer a box to opt in to
 * promotional emails, `none` (or nothing) does not. The other consents are read elsewhere.
 */
export function readConsentCollection(
  reader: ParamReader,
): CheckoutSessionObject['consent_collection'] {
  const collection = reader.object('consent_collection')?.allowOnly(['promotions'])
  if (!collection) return null
  return {
    payment_method_reuse_agreement: null,
    promotions: collection.oneOf('promotions', ['auto', 'none']) ?? null,
    terms_of_service: null,
  }
}

/** The box on the hosted page, unticked: opting in is the buyer's own act (GDPR). */
export function promotionsOptIn(session: CheckoutSessionObject, values: Record<string, string>) {
  if (session.consent_collection?.promotions !== 'auto') return ''
  return html`<label class="radio">
    <input type="checkbox" name="promotions" value="opt_in" ${values.promotions === 'opt_in' ? html`checked` : ''} />
    Keep me updated with news and personalized offers by email.
  </label>`
}

/** The session's `consent` once paid: what the buyer chose, where the box was shown. */
export function consentGiven(
  session: CheckoutSessionObject,
  values: Record<string, string>,
): CheckoutSessionObject['consent'] {
  if (session.consent_collection?.promotions !== 'auto') return null
  return {
    promotions: values.promotions === 'opt_in' ? 'opt_in' : 'opt_out',
    terms_of_service: null,
  }
}

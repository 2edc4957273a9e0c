import { html } from 'hono/html'
import type { CheckoutSessionObject } from '../types.ts'
import { textField } from './fields.ts'
import type { FieldErrors, FormValues } from './payment-form.ts'

type Fields = { values: FormValues; errors: FieldErrors }

/**
 * "I'm purchasing as a business": the business name and its VAT number, both optional, as
 * Checkout offers them with `tax_id_collection.enabled`.
 */
export function businessFields(session: CheckoutSessionObject, fields: Fields) {
  if (!session.tax_id_collection.enabled) return ''
  return html`<fieldset>
    <legend>Purchasing as a business</legend>
    <p class="hint">Optional. With an EU VAT number from another member state, no VAT is charged (reverse charge).</p>
    ${textField({ ...fields, name: 'business_name', label: 'Business name', autocomplete: 'organization', optional: true })}
    ${textField({ ...fields, name: 'tax_id', label: 'VAT number (e.g. DE123456789)', autocomplete: 'off', optional: true })}
  </fieldset>`
}

/**
 * The terms of service box, when the session requires it (Checkout refuses to pay unticked),
 * with the session's custom text: its Markdown links become links.
 */
export function termsField(session: CheckoutSessionObject, fields: Fields) {
  if (session.consent_collection?.terms_of_service !== 'required') return ''
  const message =
    session.custom_text.terms_of_service_acceptance?.message ?? 'I agree to the Terms of Service.'
  const error = fields.errors.terms_of_service
  return html`<div class="consent">
    <label class="radio" for="terms_of_service">
      <input type="checkbox" id="terms_of_service" name="terms_of_service" value="accepted" required
        ${fields.values.terms_of_service === 'accepted' ? html`checked` : ''}
        ${error ? html`aria-invalid="true" aria-describedby="terms_of_service-error"` : ''} />
      <span>${markdownLinks(message)}</span>
    </label>
    ${error ? html`<p class="field-error" id="terms_of_service-error">${error}</p>` : ''}
  </div>`
}

/**
 * The promotional emails box, when the session asks for it (`consent_collection.promotions:
 * auto`): unticked, as opting in is the buyer's own act (GDPR).
 */
export function promotionsField(session: CheckoutSessionObject, fields: Fields) {
  if (session.consent_collection?.promotions !== 'auto') return ''
  return html`<label class="radio">
    <input type="checkbox" name="promotions" value="opt_in" ${fields.values.promotions === 'opt_in' ? html`checked` : ''} />
    Keep me updated with news and personalized offers by email.
  </label>`
}

/** Only `[text](https://…)` becomes a link; everything else stays text (escaped). */
function markdownLinks(message: string) {
  const parts = message.split(/(\[[^\]]+\]\(https?:\/\/[^)\s]+\))/g)
  return parts.map((part) => {
    const link = /^\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)$/.exec(part)
    return link ? html`<a href="${link[2]}" target="_blank" rel="noopener">${link[1]}</a>` : part
  })
}

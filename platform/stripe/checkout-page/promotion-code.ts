import { html } from 'hono/html'
import type { CheckoutSessionObject } from '../types.ts'
import type { FieldErrors, FormValues } from './payment-form.ts'

/**
 * Under the order summary, as on Checkout: when the session allows promotion codes, a box to type
 * one (its own form, so it works without JavaScript), or the code applied with a way to remove
 * it. A discount the site applied (`discounts`) is shown in the summary and cannot be removed.
 */
export function promotionCodeBlock(
  session: CheckoutSessionObject,
  state: { values: FormValues; errors: FieldErrors; appliedCode: string | null },
) {
  if (!session.allow_promotion_codes) return ''
  if (state.appliedCode) {
    return html`<form class="promotion-code" method="post" action="${session.id}/promotion-code/remove">
      <p>Promotion code <strong>${state.appliedCode}</strong> applied.</p>
      <button type="submit" class="secondary">Remove code ${state.appliedCode}</button>
    </form>`
  }
  const error = state.errors.promotion_code
  return html`<form class="promotion-code" method="post" action="${session.id}/promotion-code">
    <label for="promotion_code">Promotion code</label>
    <div class="inline">
      <input id="promotion_code" name="code" type="text" autocomplete="off"
        value="${state.values.promotion_code ?? ''}"
        ${error ? html`aria-invalid="true" aria-describedby="promotion_code-error"` : html`aria-invalid="false"`} />
      <button type="submit" class="secondary">Apply</button>
    </div>
    ${error ? html`<p class="field-error" id="promotion_code-error" role="alert">${error}</p>` : ''}
  </form>`
}

import { html } from 'hono/html'
import { TEST_CARDS } from '../domain/test-cards.ts'
import { formatAmount } from '../money.ts'
import type { CheckoutSessionObject, LineItemObject } from '../types.ts'
import { countryField, errorSummary, textField } from './fields.ts'
import { document } from './layout.ts'
import {
  allowedShippingCountries,
  BILLING_COUNTRIES,
  type FieldErrors,
  type FormValues,
} from './payment-form.ts'

export interface CheckoutPageState {
  values: FormValues
  errors: FieldErrors
  /** A declined card: shown above the form, the session stays open. */
  paymentError?: string
}

export function renderCheckoutPage(
  session: CheckoutSessionObject,
  lineItems: readonly LineItemObject[],
  state: CheckoutPageState = { values: {}, errors: {} },
) {
  const money = (amount: number) => formatAmount(amount, session.currency ?? 'usd', session.locale)
  const total = money(session.amount_total ?? 0)
  const { values, errors } = state
  const fields = { values, errors }
  const selectedCard = values.card ?? TEST_CARDS[0]?.number
  const hasErrors = Object.keys(errors).length > 0 || state.paymentError !== undefined

  const summary = html`<section aria-labelledby="summary-heading">
    <h1 id="summary-heading">Pay ${total}</h1>
    <table>
      <caption class="hint">Order summary</caption>
      <thead>
        <tr><th scope="col">Item</th><th scope="col" class="number">Qty</th><th scope="col" class="number">Amount</th></tr>
      </thead>
      <tbody>
        ${lineItems.map(
          (item) => html`<tr>
            <td>${item.description}${item.price.unit_amount !== null && (item.quantity ?? 1) > 1 ? html`<span class="item-description">${money(item.price.unit_amount)} each</span>` : ''}</td>
            <td class="number">${item.quantity}</td>
            <td class="number">${money(item.amount_total)}</td>
          </tr>`,
        )}
      </tbody>
      <tfoot>
        <tr><th scope="row" colspan="2">Total due</th><td class="number">${total}</td></tr>
      </tfoot>
    </table>
  </section>`

  const shippingFields = session.shipping_address_collection
    ? html`<fieldset>
        <legend>Shipping address</legend>
        ${textField({ ...fields, name: 'shipping_name', label: 'Full name', autocomplete: 'shipping name' })}
        ${countryField({ ...fields, name: 'shipping_country', label: 'Country or region', autocomplete: 'shipping country', countries: allowedShippingCountries(session) })}
        ${textField({ ...fields, name: 'shipping_line1', label: 'Address line 1', autocomplete: 'shipping address-line1' })}
        ${textField({ ...fields, name: 'shipping_line2', label: 'Address line 2', autocomplete: 'shipping address-line2', optional: true })}
        ${textField({ ...fields, name: 'shipping_city', label: 'City', autocomplete: 'shipping address-level2' })}
        ${textField({ ...fields, name: 'shipping_postal_code', label: 'Postal code', autocomplete: 'shipping postal-code' })}
        ${textField({ ...fields, name: 'shipping_state', label: 'State, county or province', autocomplete: 'shipping address-level1', optional: true })}
      </fieldset>`
    : ''

  const billingFields = session.shipping_address_collection
    ? html`<p class="hint">The billing address is the shipping address.</p>`
    : html`${countryField({ ...fields, name: 'billing_country', label: 'Country or region', autocomplete: 'billing country', countries: BILLING_COUNTRIES })}
        ${textField({ ...fields, name: 'billing_postal_code', label: 'Postal code', autocomplete: 'billing postal-code' })}`

  const form = html`<section aria-labelledby="payment-heading">
    <h2 id="payment-heading">Payment details</h2>
    ${errorSummary(errors, state.paymentError)}
    <form method="post" action="${session.id}/pay">
      <fieldset>
        <legend>Contact information</legend>
        ${textField({ ...fields, values: { ...values, email: session.customer_email ?? values.email ?? '' }, name: 'email', label: 'Email', type: 'email', autocomplete: 'email', readonly: session.customer_email !== null })}
      </fieldset>
      ${shippingFields}
      <fieldset ${errors.card ? html`aria-describedby="card-error"` : ''}>
        <legend>Test card</legend>
        ${TEST_CARDS.map(
          (card, index) => html`<label class="radio">
            <input type="radio" name="card" ${index === 0 ? html`id="card"` : ''} value="${card.number}" ${card.number === selectedCard ? html`checked` : ''} />
            ${card.label}
          </label>`,
        )}
        ${errors.card ? html`<p class="field-error" id="card-error">${errors.card}</p>` : ''}
      </fieldset>
      <fieldset>
        <legend>Card details</legend>
        ${textField({ ...fields, name: 'cardholder_name', label: 'Name on card', autocomplete: 'cc-name' })}
        ${billingFields}
      </fieldset>
      <button type="submit">Pay ${total}</button>
    </form>
    ${session.cancel_url ? html`<p><a href="${session.cancel_url}">Cancel and go back</a></p>` : ''}
  </section>`

  const title = `${hasErrors ? 'Error: ' : ''}Pay ${total} · Stripe sandbox checkout`
  return document(title, html`${summary}${form}`, 'checkout')
}

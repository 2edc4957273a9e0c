import { html } from 'hono/html'
import type Stripe from 'stripe'
import type { SandboxContext } from '../context.ts'
import { TEST_CARDS } from '../domain/test-cards.ts'
import { formatAmount } from '../money.ts'
import type { CheckoutSessionObject, LineItemObject } from '../types.ts'
import { businessFields, promotionsField, termsField } from './consent-fields.ts'
import { countryField, errorSummary, textField } from './fields.ts'
import { document } from './layout.ts'
import {
  allowedShippingCountries,
  BILLING_COUNTRIES,
  type FieldErrors,
  type FormValues,
  isFree,
} from './payment-form.ts'
import { promotionCodeBlock } from './promotion-code.ts'

export interface CheckoutPageState {
  values: FormValues
  errors: FieldErrors
  /** A declined card: shown above the form, the session stays open. */
  paymentError?: string
}

export function renderCheckoutPage(
  ctx: SandboxContext,
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
  const rates = session.shipping_options.flatMap((option) => {
    const rate = ctx.state.shippingRates[String(option.shipping_rate)]
    return rate ? [rate] : []
  })
  const selectedRate = values.shipping_rate ?? String(session.shipping_cost?.shipping_rate ?? '')
  const chosenRate = rates.find((rate) => rate.id === session.shipping_cost?.shipping_rate)
  // Without JavaScript the page cannot update its total as a rate is picked: each rate says
  // what the total comes to with it, and Pay charges the one chosen.
  const totalWith = (rate: (typeof rates)[number]) =>
    (session.amount_total ?? 0) -
    (session.shipping_cost?.amount_total ?? 0) +
    (rate.fixed_amount?.amount ?? 0)

  const discountAmount = session.total_details?.amount_discount ?? 0
  const [discount] = session.discounts ?? []
  const promotionCodeId =
    typeof discount?.promotion_code === 'string' ? discount.promotion_code : null
  const couponId = typeof discount?.coupon === 'string' ? discount.coupon : null
  const discountName = promotionCodeId
    ? (ctx.state.promotionCodes[promotionCodeId]?.code ?? null)
    : couponId
      ? (ctx.state.coupons[couponId]?.name ?? null)
      : null
  const free = isFree(session)

  const summary = html`<section aria-labelledby="summary-heading">
    <h1 id="summary-heading">Pay ${total}</h1>
    <table>
      <caption class="hint">Order summary</caption>
      <thead>
        <tr><th scope="col">Item</th><th scope="col" class="number">Qty</th><th scope="col" class="number">Amount</th></tr>
      </thead>
      <tbody>
        ${lineItems.map((item) => {
          const about = ctx.state.products[item.price.product]?.description
          return html`<tr>
            <td>${item.description}${about ? html`<span class="item-description">${about}</span>` : ''}${item.price.unit_amount !== null && (item.quantity ?? 1) > 1 ? html`<span class="item-description">${money(item.price.unit_amount)} each</span>` : ''}</td>
            <td class="number">${item.quantity}</td>
            <td class="number">${money(item.amount_subtotal)}</td>
          </tr>`
        })}
      </tbody>
      <tfoot>
        ${
          discountAmount > 0
            ? html`<tr><th scope="row" colspan="2">Subtotal</th><td class="number">${money(session.amount_subtotal ?? 0)}</td></tr>
              <tr><th scope="row" colspan="2">Discount${discountName ? html` (${discountName})` : ''}</th><td class="number">−${money(discountAmount)}</td></tr>`
            : ''
        }
        ${
          session.shipping_cost
            ? html`<tr><th scope="row" colspan="2">Shipping${chosenRate ? html` (${chosenRate.display_name})` : ''}</th><td class="number">${money(session.shipping_cost.amount_total)}</td></tr>`
            : ''
        }
        <tr><th scope="row" colspan="2">Total due</th><td class="number">${total}</td></tr>
      </tfoot>
    </table>
    ${session.automatic_tax.enabled ? html`<p class="hint">Tax is calculated by Stripe Tax from your address and VAT number when you pay${taxIncluded(lineItems) ? ': prices include it where it is owed' : ', and added to this total'}.</p>` : ''}
    ${promotionCodeBlock(session, { values, errors, appliedCode: promotionCodeId ? discountName : null })}
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

  const shippingMethods =
    rates.length > 0
      ? html`<fieldset ${errors.shipping_rate ? html`aria-describedby="shipping_rate-error"` : ''}>
          <legend>Shipping method</legend>
          ${rates.map(
            (rate, index) => html`<label class="radio">
              <input type="radio" name="shipping_rate" ${index === 0 ? html`id="shipping_rate"` : ''} value="${rate.id}" ${rate.id === selectedRate ? html`checked` : ''} />
              ${rate.display_name} · ${money(rate.fixed_amount?.amount ?? 0)}${deliveryText(rate.delivery_estimate)}${rates.length > 1 ? html`<span class="item-description">Total ${money(totalWith(rate))}</span>` : ''}
            </label>`,
          )}
          ${errors.shipping_rate ? html`<p class="field-error" id="shipping_rate-error">${errors.shipping_rate}</p>` : ''}
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
      ${shippingMethods}
      ${
        free
          ? html`<p class="hint">Nothing is due: no card is needed.</p>`
          : html`<fieldset ${errors.card ? html`aria-describedby="card-error"` : ''}>
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
      </fieldset>`
      }
      ${promotionsField(session, fields)}
      ${businessFields(session, fields)}
      ${termsField(session, fields)}
      <button type="submit">${free ? 'Complete order' : rates.length > 1 ? 'Pay' : html`Pay ${total}`}</button>
    </form>
    ${session.cancel_url ? html`<p><a href="${session.cancel_url}">Cancel and go back</a></p>` : ''}
  </section>`

  const title = `${hasErrors ? 'Error: ' : ''}Pay ${total} · Stripe sandbox checkout`
  return document(title, html`${summary}${form}`, 'checkout')
}

/** ` · 2–5 business days`, as Checkout words a rate's delivery estimate. */
function deliveryText(estimate: Stripe.ShippingRate.DeliveryEstimate | null): string {
  const min = estimate?.minimum
  const max = estimate?.maximum
  if (!min && !max) return ''
  const unit = (max ?? min)!.unit.replace('_', ' ')
  if (min && max) return ` · ${min.value}–${max.value} ${unit}s`
  return ` · ${min ? 'at least' : 'up to'} ${(min ?? max)!.value} ${unit}s`
}

/** Whether the prices already hold the tax (tax_behavior inclusive), so the total will not grow. */
function taxIncluded(lineItems: readonly LineItemObject[]): boolean {
  return lineItems.length > 0 && lineItems.every((item) => item.price.tax_behavior === 'inclusive')
}

import { html } from 'hono/html'
import type { FieldErrors, FormValues } from './payment-form.ts'

interface FieldOptions {
  name: string
  label: string
  values: FormValues
  errors: FieldErrors
  autocomplete: string
  type?: 'text' | 'email'
  optional?: boolean
  readonly?: boolean
}

/** `aria-describedby` pointing at the field's error, so screen readers announce it with the field. */
function errorAttributes(name: string, errors: FieldErrors) {
  return errors[name]
    ? html`aria-invalid="true" aria-describedby="${name}-error"`
    : html`aria-invalid="false"`
}

function errorMessage(name: string, errors: FieldErrors) {
  return errors[name] ? html`<p class="field-error" id="${name}-error">${errors[name]}</p>` : ''
}

export function textField(options: FieldOptions) {
  const { name, label, values, errors, autocomplete, type = 'text', optional, readonly } = options
  return html`<label for="${name}">${label}${optional ? ' (optional)' : ''}</label>
    <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"
      value="${values[name] ?? ''}" ${optional ? '' : html`required`} ${readonly ? html`readonly` : ''}
      ${errorAttributes(name, errors)} />
    ${errorMessage(name, errors)}`
}

export function countryField(
  options: Omit<FieldOptions, 'type' | 'optional' | 'readonly'> & { countries: readonly string[] },
) {
  const { name, label, values, errors, autocomplete, countries } = options
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
  const sorted = [...countries]
    .map((code) => ({ code, label: regionNames.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const selected = values[name] ?? (sorted.length === 1 ? sorted[0]?.code : undefined)
  return html`<label for="${name}">${label}</label>
    <select id="${name}" name="${name}" autocomplete="${autocomplete}" required
      ${errorAttributes(name, errors)}>
      ${sorted.length > 1 ? html`<option value="">Choose…</option>` : ''}
      ${sorted.map(
        (country) =>
          html`<option value="${country.code}" ${country.code === selected ? html`selected` : ''}>${country.label}</option>`,
      )}
    </select>
    ${errorMessage(name, errors)}`
}

export function errorSummary(errors: FieldErrors, paymentError: string | undefined) {
  const fieldErrors = Object.entries(errors)
  if (fieldErrors.length === 0 && !paymentError) return ''
  return html`<div class="error-summary" role="alert">
    <h2>${paymentError ? 'Payment failed' : 'Check your details'}</h2>
    ${paymentError ? html`<p>${paymentError}</p>` : ''}
    ${
      fieldErrors.length > 0
        ? html`<ul>
            ${fieldErrors.map(([name, message]) => html`<li><a href="#${name}">${message}</a></li>`)}
          </ul>`
        : ''
    }
  </div>`
}

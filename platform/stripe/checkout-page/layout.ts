import { html } from 'hono/html'
import { type Html, sandboxPage } from '../../sandbox-page.ts'

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1a1f36; background: #f6f8fa; line-height: 1.5; }
main { max-width: 60rem; margin: 0 auto; padding: 2rem 1rem; display: grid; gap: 2rem; }
@media (min-width: 48rem) { main.checkout { grid-template-columns: 1fr 1fr; } }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.125rem; margin: 0 0 1rem; }
section { background: #fff; border: 1px solid #d8dee4; border-radius: .5rem; padding: 1.5rem; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: .5rem 0; text-align: left; vertical-align: top; border-bottom: 1px solid #e3e8ee; }
td.number, th.number { text-align: right; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
.item-description { display: block; color: #4f566b; font-size: .875rem; }
fieldset { border: 0; padding: 0; margin: 0 0 1.25rem; }
legend { font-weight: 600; margin-bottom: .5rem; padding: 0; }
label { display: block; font-size: .875rem; margin: .5rem 0 .25rem; }
.radio { display: flex; gap: .5rem; align-items: center; margin: .25rem 0; font-size: 1rem; }
input[type=text], input[type=email], select { box-sizing: border-box; width: 100%; padding: .5rem;
  font: inherit; border: 1px solid #8792a2; border-radius: .25rem; background: #fff; }
input[aria-invalid=true], select[aria-invalid=true] { border-color: #c0123c; }
input:focus-visible, select:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid #635bff; outline-offset: 2px; }
.field-error { color: #c0123c; font-size: .875rem; margin: .25rem 0 0; }
.error-summary { border: 2px solid #c0123c; border-radius: .25rem; padding: .75rem 1rem;
  margin-bottom: 1rem; color: #1a1f36; }
.error-summary h2 { color: #c0123c; margin-bottom: .25rem; }
button { width: 100%; padding: .75rem; font: inherit; font-weight: 600; color: #fff;
  background: #4b44d6; border: 0; border-radius: .25rem; cursor: pointer; }
button:hover { background: #3a33b8; }
a { color: #4b44d6; }
.hint { color: #4f566b; font-size: .875rem; }
.promotion-code { margin-top: 1rem; }
.promotion-code p { margin: 0 0 .5rem; }
.promotion-code .inline { display: flex; gap: .5rem; }
.promotion-code input { flex: 1; }
button.secondary { width: auto; color: #4b44d6; background: #fff; border: 1px solid #4b44d6; padding: .5rem .75rem; }
button.secondary:hover { background: #f0efff; }
`

export function document(title: string, body: Html, mainClass = ''): Html {
  return sandboxPage({
    title,
    styles: STYLES,
    testMode: 'Test mode: local Stripe sandbox. No real payment is made.',
    body,
    mainClass,
  })
}

/** A page for a session that can no longer be paid, with a way back to the shop. */
export function statusPage(title: string, message: string, link?: { href: string; text: string }) {
  return document(
    title,
    html`<section aria-labelledby="status-heading">
      <h1 id="status-heading">${title}</h1>
      <p>${message}</p>
      ${link ? html`<p><a href="${link.href}">${link.text}</a></p>` : ''}
    </section>`,
  )
}

import { html, raw } from 'hono/html'
import { type Html, sandboxPage } from '../sandbox-page.ts'

// The local identity provider's pages. It is a developer tool that stands in for the project's
// Keycloak realm, never shown to the site's visitors in production, so its text is English only
// (like the Stripe sandbox's checkout page and the mail sandbox).

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1b1d24; background: #eef1f5; line-height: 1.5; }
main { max-width: 28rem; margin: 0 auto; padding: 2rem 1rem; }
section { background: #fff; border: 1px solid #d3d9e1; border-radius: .5rem; padding: 1.5rem; }
.realm { margin: 0 0 .25rem; color: #4a5160; font-size: .875rem; text-transform: uppercase;
  letter-spacing: .06em; }
h1 { font-size: 1.375rem; margin: 0 0 .5rem; }
p { margin: 0 0 1rem; }
.client { overflow-wrap: anywhere; }
label { display: block; font-weight: 600; font-size: .9375rem; margin: 1rem 0 .25rem; }
input { box-sizing: border-box; width: 100%; padding: .625rem .75rem; font: inherit;
  border: 1px solid #7c8494; border-radius: .25rem; background: #fff; color: inherit; }
input[aria-invalid=true] { border-color: #b3122f; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2f5fd0;
  outline-offset: 2px; }
.field-error { color: #b3122f; font-size: .875rem; margin: .25rem 0 0; }
.hint { color: #4a5160; font-size: .875rem; margin: .25rem 0 0; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
button { flex: 1 1 8rem; min-height: 2.75rem; padding: .625rem 1rem; font: inherit; font-weight: 600;
  border-radius: .25rem; cursor: pointer; }
button.approve { color: #fff; background: #2446a8; border: 1px solid #2446a8; }
button.approve:hover { background: #1b3683; }
button.deny { color: #2446a8; background: #fff; border: 1px solid #2446a8; }
button.deny:hover { background: #eef2fc; }
.scopes { color: #4a5160; font-size: .875rem; margin: 1rem 0 0; }
`

function document(title: string, body: Html): Html {
  return sandboxPage({
    title,
    styles: STYLES,
    testMode: 'Test mode: local identity provider. No real account is used.',
    body,
  })
}

export type AuthorizeRequest = {
  client_id: string
  redirect_uri: string
  response_type: string
  scope: string
  state: string
}

export type SignInForm = { email: string; name: string }
export type SignInErrors = Partial<Record<keyof SignInForm, string>>

function field(
  name: keyof SignInForm,
  label: string,
  type: string,
  autocomplete: string,
  value: string,
  error: string | undefined,
  hint?: string,
) {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ')
  return html`<label for="${name}">${label}</label>
    <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
      value="${value}" ${error ? raw('aria-invalid="true"') : ''}
      ${described ? html`aria-describedby="${described}"` : ''} />
    ${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="field-error" id="${name}-error">${error}</p>` : ''}`
}

/** The sign-in and consent page: who the tester is, then approve or deny. */
export function signInPage(
  realm: string,
  request: AuthorizeRequest,
  form: SignInForm,
  errors: SignInErrors = {},
) {
  const hidden = (Object.keys(request) as (keyof AuthorizeRequest)[]).map(
    (key) => html`<input type="hidden" name="${key}" value="${request[key]}" />`,
  )
  const scopes = request.scope.split(/\s+/).filter(Boolean)
  return document(
    'Sign in – local identity provider',
    html`<section aria-labelledby="sign-in-heading">
      <p class="realm">Realm: ${realm}</p>
      <h1 id="sign-in-heading">Sign in to continue</h1>
      <p class="client">
        <strong>${request.client_id}</strong> asks who you are. Enter any identity to test with.
      </p>
      <form method="post" novalidate>
        ${hidden}
        ${field('email', 'Email', 'email', 'email', form.email, errors.email, 'The site links this address to its account with the same email, if any.')}
        ${field('name', 'Name', 'text', 'name', form.name, errors.name)}
        ${scopes.length ? html`<p class="scopes">Shared with the site: ${scopes.join(', ')}.</p>` : ''}
        <div class="actions">
          <button type="submit" class="approve" name="decision" value="approve">Approve</button>
          <button type="submit" class="deny" name="decision" value="deny" formnovalidate>Deny</button>
        </div>
      </form>
    </section>`,
  )
}

/** A request the provider must not redirect back (unknown client or redirect URI), per RFC 6749. */
export function errorPage(message: string) {
  return document(
    'Sign-in error – local identity provider',
    html`<section aria-labelledby="error-heading">
      <h1 id="error-heading">This sign-in request is not valid</h1>
      <p>${message}</p>
    </section>`,
  )
}

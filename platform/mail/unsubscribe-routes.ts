import { Hono } from 'hono'
import { html } from 'hono/html'
import { sandboxPage } from '../sandbox-page.ts'
import type { AudienceStore } from './audience-store.ts'

const STYLES = `
:root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328;
  background: #f6f8fa; line-height: 1.5; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d7de; }
h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
button { font: inherit; padding: .625rem 1rem; min-height: 44px; border: 0; border-radius: 6px;
  background: #1f2328; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
`

const page = (title: string, body: ReturnType<typeof html>) =>
  sandboxPage({
    title,
    styles: STYLES,
    testMode: 'Test mode: the local Resend sandbox’s unsubscribe page.',
    body,
  })

/**
 * The unsubscribe link Resend puts in every broadcast (`List-Unsubscribe` and
 * `{{{RESEND_UNSUBSCRIBE_URL}}}`): GET shows a page with one button; POST, the RFC 8058 one-click
 * request a mailbox provider sends (`List-Unsubscribe=One-Click`) or that button, marks the contact
 * unsubscribed from every broadcast. No sign-in: the link itself is the proof.
 */
export function unsubscribeRoutes(store: AudienceStore) {
  const app = new Hono()

  app.get('/resend/unsubscribe/:token', (c) => {
    const link = store.unsubscribeLink(c.req.param('token'))
    const contact = link ? store.contact(link.contact_id) : undefined
    if (!contact) return c.html(page('Link not valid', html`<h1>This link is not valid</h1>`), 404)
    if (contact.unsubscribed) {
      return c.html(
        page(
          'Unsubscribed',
          html`<h1>You are unsubscribed</h1><p>${contact.email} receives no more of these emails.</p>`,
        ),
      )
    }
    return c.html(
      page(
        'Unsubscribe',
        html`<h1>Unsubscribe ${contact.email}?</h1>
          <p>You will receive no more of these emails.</p>
          <form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit">Unsubscribe</button></form>`,
      ),
    )
  })

  app.post('/resend/unsubscribe/:token', (c) => {
    const link = store.unsubscribeLink(c.req.param('token'))
    const contact = link ? store.contact(link.contact_id) : undefined
    if (!contact) return c.html(page('Link not valid', html`<h1>This link is not valid</h1>`), 404)
    contact.unsubscribed = true
    store.save()
    return c.html(
      page(
        'Unsubscribed',
        html`<h1>You are unsubscribed</h1><p>${contact.email} receives no more of these emails.</p>`,
      ),
    )
  })

  return app
}

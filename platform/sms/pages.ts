import { html } from 'hono/html'
import { type Html, sandboxPage } from '../sandbox-page.ts'
import type { SentSms } from './message-store.ts'

const STYLES = `
:root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328;
  background: #f6f8fa; line-height: 1.5; }
main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
ol { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
li { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: .75rem 1rem; }
.meta { margin: 0 0 .25rem; font-size: .875rem; color: #57606a; }
.body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 1rem; }
.empty { background: #fff; padding: 1rem; border: 1px solid #d0d7de; }
`

/** `/_sms`: every text sent through the local Twilio API, newest first. */
export function renderOutbox(messages: readonly SentSms[]): Html {
  const items = messages.map((message) => {
    const readable = new Date(message.created_at).toLocaleString('en-GB', { timeZone: 'UTC' })
    return html`<li>
      <p class="meta">
        To <strong>${message.to}</strong> ·
        <time datetime="${message.created_at}">${readable} UTC</time>
      </p>
      <p class="body">${message.body}</p>
    </li>`
  })
  return sandboxPage({
    title: `SMS sandbox (${messages.length})`,
    styles: STYLES,
    body: html`<h1>SMS sandbox</h1>
      <p>Text messages sent through the local Twilio API. Nothing leaves this machine.</p>
      ${messages.length === 0 ? html`<p class="empty">No messages yet.</p>` : html`<ol>${items}</ol>`}`,
  })
}

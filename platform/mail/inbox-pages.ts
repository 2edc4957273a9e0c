import { html } from 'hono/html'
import { type Html, sandboxPage } from '../sandbox-page.ts'
import type { SentMessage } from './types.ts'

const STYLES = `
:root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328;
  background: #f6f8fa; line-height: 1.5; }
body { margin: 0; }
main { max-width: 64rem; margin: 0 auto; padding: 1.5rem 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #d0d7de; vertical-align: top; }
td.number, th.number { text-align: right; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff;
  padding: 1rem; border: 1px solid #d0d7de; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; min-height: 28rem; border: 1px solid #d0d7de; background: #fff; }
pre { white-space: pre-wrap; background: #fff; border: 1px solid #d0d7de; padding: 1rem; margin: 0; }
pre { overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  dl { grid-template-columns: 1fr; gap: 0 1rem; }
  dt:not(:first-child) { margin-top: .5rem; }
}
a { color: #0550ae; }
a:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; }
.empty { background: #fff; padding: 1rem; border: 1px solid #d0d7de; }
`

const document = (title: string, body: Html) => sandboxPage({ title, styles: STYLES, body })

function timestamp(iso: string) {
  const readable = new Date(iso).toLocaleString('en-GB', { timeZone: 'UTC' })
  return html`<time datetime="${iso}">${readable} UTC</time>`
}

export function renderInbox(messages: readonly SentMessage[]) {
  const rows = messages.map(
    (message) => html`<tr>
      <td>${timestamp(message.created_at)}</td>
      <td>${message.to.join(', ')}</td>
      <td><a href="/_mail/${message.id}">${message.subject || '(no subject)'}</a></td>
      <td class="number">${message.attachments.length}</td>
    </tr>`,
  )
  const table = html`<table>
    <caption class="visually-hidden">Sent emails, newest first</caption>
    <thead>
      <tr>
        <th scope="col">Sent</th>
        <th scope="col">To</th>
        <th scope="col">Subject</th>
        <th scope="col" class="number">Attachments</th>
      </tr>
    </thead>
    <tbody>${rows}</tbody>
  </table>`
  return document(
    `Mail sandbox (${messages.length})`,
    html`<h1>Mail sandbox</h1>
      <p>Emails sent through the local Resend API. Nothing leaves this machine.</p>
      ${messages.length === 0 ? html`<p class="empty">No emails yet.</p>` : table}`,
  )
}

export function renderMessage(message: SentMessage) {
  const header = (label: string, value: string | readonly string[]) => {
    const text = typeof value === 'string' ? value : value.join(', ')
    return text ? html`<dt>${label}</dt><dd>${text}</dd>` : ''
  }
  const tags = message.tags.map((tag) => `${tag.name}=${tag.value}`)
  const customHeaders = Object.entries(message.headers).map(([name, value]) => header(name, value))
  return document(
    `${message.subject} · Mail sandbox`,
    html`<p><a href="/_mail">Back to the inbox</a></p>
      <h1>${message.subject}</h1>
      <h2>Headers</h2>
      <dl>
        ${header('From', message.from)} ${header('To', message.to)} ${header('Cc', message.cc)}
        ${header('Bcc', message.bcc)} ${header('Reply-To', message.reply_to)}
        <dt>Date</dt><dd>${timestamp(message.created_at)}</dd>
        ${header('Tags', tags)} ${customHeaders} ${header('Message ID', message.id)}
      </dl>
      ${
        message.html === null
          ? ''
          : html`<h2>HTML body</h2>
            <iframe title="HTML body of the email" sandbox="" referrerpolicy="no-referrer"
              srcdoc="${message.html}"></iframe>`
      }
      ${message.text === null ? '' : html`<h2>Text body</h2><pre>${message.text}</pre>`}
      ${
        message.attachments.length === 0
          ? ''
          : html`<h2>Attachments</h2>
            <ul>
              ${message.attachments.map(
                (attachment, index) =>
                  html`<li><a href="/_mail/${message.id}/attachments/${index}" download="${attachment.filename}">${attachment.filename}</a> (${attachment.content_type}, ${attachment.size} bytes)</li>`,
              )}
            </ul>`
      }`,
  )
}

export function renderNotFound() {
  return document(
    'Email not found · Mail sandbox',
    html`<h1>Email not found</h1><p><a href="/_mail">Back to the inbox</a></p>`,
  )
}

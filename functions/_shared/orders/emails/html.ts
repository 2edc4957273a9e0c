import { escapeHtml } from '../../email/layout.ts'

// Small pieces of email HTML with inline styles (what mail clients render). Every argument is
// plain text and is escaped here; only these helpers produce markup.

export function paragraph(text: string): string {
  return `<p style="margin:0 0 14px;font-size:15px;line-height:1.55">${escapeHtml(text)}</p>`
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 10px;font-size:17px;line-height:1.3">${escapeHtml(text)}</h2>`
}

export function note(text: string): string {
  return `<p style="margin:0 0 14px;font-size:13px;line-height:1.5;color:#5a5668">${escapeHtml(text)}</p>`
}

export function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 12px 8px 0;padding:10px 18px;background:#6d28d9;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700;font-size:14px">${escapeHtml(label)}</a>`
}

export function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#6d28d9;font-size:14px">${escapeHtml(label)}</a>`
}

/** A bordered block for one item, its lines already built with the helpers above. */
export function card(innerHtml: string): string {
  return `<div style="margin:0 0 12px;padding:14px 16px;border:1px solid #e4e1ec;border-radius:8px">${innerHtml}</div>`
}

export function strongLine(text: string, detail?: string): string {
  const extra = detail
    ? ` <span style="color:#5a5668;font-weight:400">· ${escapeHtml(detail)}</span>`
    : ''
  return `<p style="margin:0 0 8px;font-size:15px;font-weight:700">${escapeHtml(text)}${extra}</p>`
}

export function lines(texts: string[]): string {
  return `<p style="margin:0 0 14px;font-size:15px;line-height:1.55">${texts.map(escapeHtml).join('<br>')}</p>`
}

import { languageTag } from '../contract/forms.ts'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

export type EmailLayout = {
  lang: string
  brandName: string
  /** The subject line, repeated as the heading. */
  title: string
  /** The hidden summary mail apps show beside the subject. */
  preheader: string
  /** Trusted HTML built by a template (every value in it already escaped). */
  bodyHtml: string
  footer: string
}

/**
 * The frame every email shares: a single-column table layout with inline styles, because that is
 * what mail clients render reliably; dark header, readable body, plain footer.
 */
export function renderEmailLayout(layout: EmailLayout): string {
  return `<!doctype html>
<html lang="${escapeHtml(languageTag(layout.lang))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(layout.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f2f7;font-family:Helvetica,Arial,sans-serif;color:#17151f">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f2f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0d0b14;color:#ffffff;padding:20px 28px;font-size:20px;font-weight:700;letter-spacing:0.08em;text-transform:uppercase">${escapeHtml(layout.brandName)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(layout.title)}</h1>
${layout.bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;background:#f8f7fb;color:#5a5668;font-size:12px;line-height:1.5">${escapeHtml(layout.footer).replace(/\r?\n/g, '<br>')}</td></tr>
</table></td></tr></table>
</body></html>`
}

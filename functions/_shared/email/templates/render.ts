import { escapeHtml, renderEmailLayout } from '../layout.ts'

/** What every template produces: the parts of an email that depend on its content. */
export type RenderedEmail = { subject: string; html: string; text: string }

/**
 * The pieces an email body is made of. Templates describe content with these; `renderEmail` turns
 * them into HTML (every value escaped here, in one place) and the matching plain text.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label/value pairs, e.g. a summary of what the sender asked for. */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  /** Someone's own words, line breaks kept. */
  | { kind: 'quote'; text: string }
  | { kind: 'link'; label: string; href: string }

export type EmailContent = {
  lang: string
  brandName: string
  subject: string
  preheader: string
  blocks: Block[]
  footer: string
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const subject = oneLine(content.subject)
  return {
    subject,
    html: renderEmailLayout({
      lang: content.lang,
      brandName: content.brandName,
      title: subject,
      preheader: oneLine(content.preheader),
      bodyHtml: content.blocks.map(blockHtml).join('\n'),
      footer: content.footer,
    }),
    text: [
      ...content.blocks.map((block) => blockText(block, content.lang)),
      '--',
      content.footer,
    ].join('\n\n'),
  }
}

/**
 * Collapses line breaks and runs of spaces: for subjects and one-line values from users. No-break
 * spaces stay: French typography needs them.
 */
export function oneLine(text: string): string {
  return text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
}

const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:1.5'

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${PARAGRAPH}">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3">${escapeHtml(block.text)}</h2>`
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:1.5">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:#5a5668;vertical-align:top">${escapeHtml(label)}</td><td style="padding:2px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #7c5cff;background:#f8f7fb;white-space:pre-wrap;font-size:15px;line-height:1.5">${escapeHtml(block.text)}</blockquote>`
    case 'link':
      return `<p style="${PARAGRAPH}"><a href="${escapeHtml(block.href)}" style="color:#5b3fd9">${escapeHtml(block.label)}</a></p>`
  }
}

function blockText(block: Block, lang: string): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'heading':
      return block.text.toUpperCase()
    case 'facts':
      // French sets a no-break space before a colon.
      return block.rows
        .map(([label, value]) => `${label}${lang === 'fr' ? '\u00a0:' : ':'} ${value}`)
        .join('\n')
    case 'quote':
      return block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    case 'link':
      return `${block.label}: ${block.href}`
  }
}

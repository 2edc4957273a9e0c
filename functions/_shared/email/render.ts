import { fill, labelled } from './format.ts'
import { escapeHtml, renderEmailLayout } from './layout.ts'

/** What every email produces: the parts of an email that depend on its content. */
export type RenderedEmail = { subject: string; html: string; text: string }

/**
 * The pieces every email body is made of. Emails describe content with these; `renderEmail` turns
 * them into HTML (every value escaped here, in one place, with the one set of inline styles) and
 * the matching plain text.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** A smaller, quieter paragraph: conditions, help, what a number means. */
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string }
  /** Label/value pairs, e.g. a summary of what the sender asked for. */
  | { kind: 'facts'; rows: [label: string, value: string][] }
  /** One thing bought or booked, in bold, with what it is beside it; also a total. */
  | { kind: 'item'; title: string; detail?: string | undefined }
  /** Lines that belong together, e.g. a postal address. */
  | { kind: 'lines'; lines: string[] }
  /** Someone's own words, line breaks kept. */
  | { kind: 'quote'; text: string }
  | { kind: 'link'; label: string; href: string }
  /** The action the email is for: download, pay, confirm. */
  | { kind: 'button'; label: string; href: string }
  /** A one-time code to type, set large. */
  | { kind: 'code'; text: string }
  /** A bordered group of blocks about one thing, e.g. a licence and its downloads. */
  | { kind: 'card'; blocks: Block[] }

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
      bodyHtml: blocksHtml(content.blocks),
      footer: content.footer,
    }),
    text: [
      ...content.blocks.map((block) => blockText(block, content.lang)),
      '--',
      content.footer,
    ].join('\n\n'),
  }
}

/** The words every letter to one person is framed with, in the reader's language. */
export type LetterTexts = {
  /** `{name}` */
  greeting: string
  reply_hint: string
  /** `{brand}` */
  sign_off: string
  /** `{brand}` */
  footer: string
}

/** An email to one person: the greeting, the body, how to answer, the sign-off; the footer. */
export function renderLetter(
  lang: string,
  brand: string,
  texts: LetterTexts,
  parts: { name: string; subject: string; preheader: string; blocks: Block[] },
): RenderedEmail {
  return renderEmail({
    lang,
    brandName: brand,
    subject: parts.subject,
    preheader: parts.preheader,
    blocks: [
      { kind: 'paragraph', text: fill(texts.greeting, { name: parts.name }) },
      ...parts.blocks,
      { kind: 'paragraph', text: texts.reply_hint },
      { kind: 'paragraph', text: fill(texts.sign_off, { brand }) },
    ],
    footer: fill(texts.footer, { brand }),
  })
}

/**
 * Collapses line breaks and runs of spaces: for subjects and one-line values from users. No-break
 * spaces stay: French typography needs them.
 */
export function oneLine(text: string): string {
  return text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()
}

const TEXT = 'font-size:16px;line-height:1.5'
const MUTED = '#5a5668'
const ACCENT = '#6d28d9'

const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>')

function blocksHtml(blocks: Block[]): string {
  let html = ''
  for (const [index, block] of blocks.entries()) {
    // Buttons side by side sit on one line, wrapping on a phone.
    const joiner = block.kind === 'button' && blocks[index - 1]?.kind === 'button' ? '' : '\n'
    html += (index === 0 ? '' : joiner) + blockHtml(block)
  }
  return html
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${TEXT}">${withBreaks(block.text)}</p>`
    case 'note':
      return `<p style="margin:0 0 14px;font-size:14px;line-height:1.5;color:${MUTED}">${withBreaks(block.text)}</p>`
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3">${escapeHtml(block.text)}</h2>`
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;line-height:1.5">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:${MUTED};vertical-align:top">${escapeHtml(label)}</td><td style="padding:2px 0;vertical-align:top">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    case 'item': {
      const detail = block.detail
        ? ` <span style="color:${MUTED};font-weight:400">· ${escapeHtml(block.detail)}</span>`
        : ''
      return `<p style="margin:0 0 8px;font-size:16px;line-height:1.4;font-weight:700">${escapeHtml(block.title)}${detail}</p>`
    }
    case 'lines':
      return `<p style="margin:0 0 16px;${TEXT}">${block.lines.map(escapeHtml).join('<br>')}</p>`
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${ACCENT};background:#f8f7fb;white-space:pre-wrap;font-size:15px;line-height:1.5">${escapeHtml(block.text)}</blockquote>`
    case 'link':
      return `<p style="margin:0 0 16px;${TEXT}"><a href="${escapeHtml(block.href)}" style="color:${ACCENT}">${escapeHtml(block.label)}</a></p>`
    case 'button':
      return `<a href="${escapeHtml(block.href)}" style="display:inline-block;margin:0 12px 16px 0;padding:12px 20px;background:${ACCENT};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:700;font-size:15px;line-height:1.2">${escapeHtml(block.label)}</a>`
    case 'code':
      return `<p style="margin:0 0 24px;font-size:30px;font-weight:700;letter-spacing:0.3em;font-family:Menlo,Consolas,monospace">${escapeHtml(block.text)}</p>`
    case 'card':
      return `<div style="margin:0 0 16px;padding:16px 16px 4px;border:1px solid #e4e1ec;border-radius:8px">${blocksHtml(block.blocks)}</div>`
  }
}

function blockText(block: Block, lang: string): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
    case 'code':
      return block.text
    case 'heading':
      return block.text.toUpperCase()
    case 'facts':
      return block.rows.map(([label, value]) => labelled(lang, label, value)).join('\n')
    case 'item':
      return block.detail ? `${block.title} · ${block.detail}` : block.title
    case 'lines':
      return block.lines.join('\n')
    case 'quote':
      return block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n')
    case 'link':
    case 'button':
      return `${block.label}\n${block.href}`
    case 'card':
      // The lines of one thing stay together; a blank line separates it from the next.
      return block.blocks.map((inner) => blockText(inner, lang)).join('\n')
  }
}

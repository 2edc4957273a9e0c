import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>

/** The test-mode bar every sandbox page opens with. */
const BAR_STYLES = `
body { margin: 0; }
.test-mode { margin: 0; padding: .5rem 1rem; background: #fff3cd; color: #5c4400; text-align: center;
  font-size: .875rem; }
`

/**
 * A page the local platform shows in place of a hosted service's (Stripe's checkout, the identity
 * provider's sign-in): a developer tool, so English and never indexed, with its own styles under
 * a bar saying that nothing real happens here.
 */
export function sandboxPage(page: {
  title: string
  styles: string
  /**
   * What the bar says, e.g. "Test mode: local Stripe sandbox. No real payment is made." A page of
   * the platform's own (the mail inbox), standing in for no hosted page, has none.
   */
  testMode?: string
  body: Html
  mainClass?: string
}): Html {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${page.title}</title>
    <style>${raw(BAR_STYLES)}${raw(page.styles)}</style>
  </head>
  <body>
    ${page.testMode ? html`<header><p class="test-mode">${page.testMode}</p></header>` : ''}
    <main class="${page.mainClass ?? ''}">${page.body}</main>
  </body>
</html>`
}

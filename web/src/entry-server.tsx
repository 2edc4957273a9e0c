import type { RenderedPage } from './server/render-page'
import { SERVED_STATE_ID } from './server/served-state'

// The server build (functions/render): the public pages rendered with the same components and the
// same library (React, react-dom/static) as in the browser, in the build's index.html. The HTML arrives with its
// content, head and structured data, and the browser hydrates it with the data and strings the
// server used (main.tsx), so it asks for nothing twice.

import { chunkStylesheets as chunkStylesheetTexts, stylesheets } from 'virtual:index-html'
import { languageTag } from '@contract/language-tags.ts'
import { chunkStylesheets, inlineStylesheet, stylesheetsFor } from './server/stylesheets'

export { default as template } from 'virtual:index-html'
export { pickLanguage } from './server/language'
export {
  type Loaded,
  type RenderedPage,
  type RenderRequest,
  renderPage,
} from './server/render-page'

/** The stylesheets the app's chunks bring, with the classes they style. */
const CHUNK_STYLESHEETS = chunkStylesheets(chunkStylesheetTexts, stylesheets)

/** Loads the app's entry once the served page has painted (web/build/hydrate.js). */
const HYDRATE_SCRIPT = '/hydrate.js'

/**
 * The served document: `template` (the build's index.html) with the page in it. The page needs no
 * script to be read, so nothing is asked for before it paints: the styles it shows are inline
 * (server/stylesheets.ts), and the app's scripts load once the page has painted, then take it
 * over (main.tsx).
 */
export function documentHtml(template: string, page: RenderedPage): string {
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${languageTag(page.language)}"`)
    // The settings request the template preloads is answered inside the page already.
    .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry: string) => `<script src="${HYDRATE_SCRIPT}" data-entry="${entry}" defer></script>`,
    )
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
      const css = stylesheets[href]
      return css === undefined ? link : inlineStylesheet({ href, css })
    })
    // The page's own and its parts', after the layout's, where the browser would add them.
    .replace('</head>', () =>
      [...stylesheetsFor(page.body, CHUNK_STYLESHEETS).map(inlineStylesheet), '</head>'].join(''),
    )
    // Served pages read without JavaScript: the notice is for the pages rendered in the browser.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<!--app-->[\s\S]*<!--\/app-->/, () => page.body)
    .replace(
      '<!--served-state-->',
      () => `<script type="application/json" id="${SERVED_STATE_ID}">${page.state}</script>`,
    )
  if (!page.head) return html
  // The page's head where the template has its generic title and description.
  return html
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
}

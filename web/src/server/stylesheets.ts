// The styles a served page carries inline: the stylesheets index.html links (the layout's, every
// page's), and of the stylesheets the app's other chunks bring (a page's, a part's), those a class
// of its markup calls for (`callingClasses`). A page then paints styled without asking for a
// stylesheet, and carries none it does not show. The browser loads the rest with the chunks that
// need them, as Vite does, when the visitor goes on to another page.

/** A stylesheet of the build: its path (`/assets/shop-….css`) and text. */
export type Stylesheet = { href: string; css: string }

/** A stylesheet and the classes that call for it (`callingClasses`). */
export type ChunkStylesheet = Stylesheet & { classes: ReadonlySet<string> }

/** A class in a selector (`.5rem`, a number, never starts one). */
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g

/** The selectors of a stylesheet, without declarations, keyframes' steps or at-rules' braces. */
const selectorsOf = (css: string) =>
  css
    .replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, ' ')
    .replace(/\{[^{}]*\}/g, '\n')
    .replace(/[{}]/g, '\n')

/** The classes a stylesheet's selectors name (`.product-card__name:hover` → product-card__name). */
export function selectorClasses(css: string): Set<string> {
  return new Set([...selectorsOf(css).matchAll(CLASS)].map(([, name = '']) => name))
}

/**
 * The classes that call for a stylesheet: of each selector, the first class the markup must have
 * for it to match (not one under `:not()`, `:is()`, `:where()` or `:has()`) that is not one of
 * `shared`, the layout's. `.player-bar__cart .add-licence` calls for its stylesheet only where
 * the player bar is; `.library .button` only where the library is.
 */
export function callingClasses(css: string, shared: ReadonlySet<string>): Set<string> {
  const calling = new Set<string>()
  const selectors = selectorsOf(css)
    .replace(/:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '')
    .split(/[,\n]/)
  for (const selector of selectors) {
    const key = [...selector.matchAll(CLASS)]
      .map(([, name = '']) => name)
      .find((name) => !shared.has(name))
    if (key) calling.add(key)
  }
  return calling
}

/**
 * The chunks' stylesheets (`byHref`), each with the classes that call for it (`callingClasses`,
 * beside the layout's stylesheets, which are always inline).
 */
export function chunkStylesheets(
  byHref: Record<string, string>,
  layout: Record<string, string>,
): ChunkStylesheet[] {
  const shared = selectorClasses(Object.values(layout).join(''))
  return Object.entries(byHref).map(([href, css]) => ({
    href,
    css,
    classes: callingClasses(css, shared),
  }))
}

/** The classes an element of `html` has. */
function markupClasses(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, names = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of names.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/** Of `stylesheets`, those that style an element of `body`, in their order. */
export function stylesheetsFor(body: string, stylesheets: ChunkStylesheet[]): Stylesheet[] {
  const used = markupClasses(body)
  return stylesheets.filter(({ classes }) => [...classes].some((name) => used.has(name)))
}

/**
 * A stylesheet inline, and beside it a link to its file that the browser does not fetch
 * (`disabled`): the loader of the app's chunks (Vite's) finds it there, and does not ask for the
 * file again when the chunk that imports it loads.
 */
export function inlineStylesheet({ href, css }: Stylesheet): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`
}

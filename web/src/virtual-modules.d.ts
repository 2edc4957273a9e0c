declare module 'virtual:index-html' {
  /** The client build's index.html (vite.config.ts, server build). */
  const html: string
  export default html
  /** The stylesheets index.html links, by path (`/assets/index-….css` → its text). */
  export const stylesheets: Record<string, string>
  /** The stylesheets the app's other chunks bring (a page's, a part's), by path. */
  export const chunkStylesheets: Record<string, string>
}

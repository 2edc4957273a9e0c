// The `_redirects` file of static hosts (Netlify's format), read top to bottom after the host's
// own files: the XML sitemap is built by the site function from the catalogue; the pages that show
// one visitor's own state are the single-page app; every other path, a missing /assets file
// included (answered 404 in JSON, never HTML), goes to the page renderer (functions/render).

/**
 * Rendered in the browser only: sign-in, the admin panel, the payment result, the buyer's library
 * (the render function leaves the same pages to the browser: BROWSER_ONLY_PAGES).
 */
const BROWSER_ONLY = ['/auth', '/admin', '/payment-success', '/library', '/offer', '/session']

export function redirectsFile(supabaseUrl: string): string {
  const functions = `${supabaseUrl.replace(/\/+$/, '')}/functions/v1`
  return [
    `/sitemap.xml  ${functions}/site/sitemap.xml  200`,
    ...BROWSER_ONLY.flatMap((path) => [`${path}  /index.html  200`, `${path}/*  /index.html  200`]),
    `/*  ${functions}/render/:splat  200`,
    '',
  ].join('\n')
}

// The `_redirects` file of static hosts (Netlify's format), read top to bottom after the host's
// own files: the XML sitemap is built by the site function from the catalogue; Storage's resized
// pictures are fetched through the site (src/lib/image.ts asks for them there, so a page's pictures
// share its connection, and the CDN keeps them beside the pages); the pages that show one
// visitor's own state are the single-page app; every other path, a missing /assets file included
// (answered 404 in JSON, never HTML), goes to the page renderer (functions/render).

/** The path of Storage's public renditions, the same on the site as on Supabase. */
export const STORAGE_RENDITIONS = '/storage/v1/render/image/public'

/**
 * Rendered in the browser only: sign-in, the admin panel, the payment result, the buyer's library
 * (the render function leaves the same pages to the browser: BROWSER_ONLY_PAGES).
 */
const BROWSER_ONLY = ['/auth', '/admin', '/payment-success', '/library', '/offer', '/session']

export function redirectsFile(supabaseUrl: string): string {
  const project = supabaseUrl.replace(/\/+$/, '')
  const functions = `${project}/functions/v1`
  return [
    `/sitemap.xml  ${functions}/site/sitemap.xml  200`,
    `${STORAGE_RENDITIONS}/*  ${project}${STORAGE_RENDITIONS}/:splat  200`,
    ...BROWSER_ONLY.flatMap((path) => [`${path}  /index.html  200`, `${path}/*  /index.html  200`]),
    `/*  ${functions}/render/:splat  200`,
    '',
  ].join('\n')
}

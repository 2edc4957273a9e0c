// robots.txt, written by the build (vite.config.ts): crawlers want the sitemap's absolute address
// (RFC 9309), which only the site's own URL (VITE_SITE_URL) can give.

/** Every public page may be crawled; the admin area and the payment result page are private. */
export function robotsFile(siteUrl: string): string {
  return [
    '# Every public page may be crawled; the admin area and the payment result page are private.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /payment-success',
    '',
    '# Served by the site’s host, which forwards it to the API’s XML sitemap.',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n')
}

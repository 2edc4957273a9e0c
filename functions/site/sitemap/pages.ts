/**
 * Every public page of the site (seed spec, section 2) with a fixed address, in menu order. Left
 * out: /auth and /payment-success, which no search engine should list, and the pages per track
 * and product, which come from the catalogue.
 */
export const PUBLIC_PAGES = [
  '/',
  '/licenses',
  '/shop',
  '/tracks',
  '/sitemap',
  '/book-session',
  '/contact',
  '/press',
  '/production',
  '/dj-sets',
  '/mixing-mastering',
  '/private-sessions',
  '/club-performance',
  '/festival-performance',
] as const

export const trackPage = (slug: string) => `/track/${encodeURIComponent(slug)}`
export const productPage = (slug: string) => `/product/${encodeURIComponent(slug)}`

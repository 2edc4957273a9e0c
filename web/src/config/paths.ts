// Every public route of the seed spec (section 2), as patterns for the router and builders for links.

export const SERVICE_KEYS = [
  'production',
  'mixingMastering',
  'privateSessions',
  'djSets',
  'clubPerformance',
  'festivalPerformance',
] as const
export type ServiceKey = (typeof SERVICE_KEYS)[number]

export const paths = {
  home: { pattern: '/', build: () => '/' },
  licences: { pattern: '/licenses', build: () => '/licenses' },
  licence: {
    pattern: '/licenses/:number',
    build: (number: string) => `/licenses/${encodeURIComponent(number)}`,
  },
  shop: { pattern: '/shop', build: () => '/shop' },
  product: {
    pattern: '/product/:slug',
    build: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  },
  track: { pattern: '/track/:slug', build: (slug: string) => `/track/${encodeURIComponent(slug)}` },
  tracks: { pattern: '/tracks', build: () => '/tracks' },
  sitemap: { pattern: '/sitemap', build: () => '/sitemap' },
  bookSession: {
    pattern: '/book-session',
    build: (type?: 'festival' | 'club' | 'private_event' | 'corporate_event' | 'session') =>
      type ? `/book-session?type=${type}` : '/book-session',
  },
  production: { pattern: '/production', build: () => '/production' },
  djSets: { pattern: '/dj-sets', build: () => '/dj-sets' },
  mixingMastering: { pattern: '/mixing-mastering', build: () => '/mixing-mastering' },
  privateSessions: { pattern: '/private-sessions', build: () => '/private-sessions' },
  clubPerformance: { pattern: '/club-performance', build: () => '/club-performance' },
  festivalPerformance: { pattern: '/festival-performance', build: () => '/festival-performance' },
  contact: { pattern: '/contact', build: () => '/contact' },
  press: { pattern: '/press', build: () => '/press' },
  auth: { pattern: '/auth', build: () => '/auth' },
  authReset: { pattern: '/auth/reset', build: () => '/auth/reset' },
  paymentSuccess: { pattern: '/payment-success', build: () => '/payment-success' },
  library: { pattern: '/library', build: () => '/library' },
  subscription: { pattern: '/subscription', build: () => '/subscription' },
  subscriptionConfirm: { pattern: '/subscription/confirm', build: () => '/subscription/confirm' },
  /** A show offer, for whoever holds its emailed link. */
  offer: {
    pattern: '/offer/:token',
    build: (token: string) => `/offer/${encodeURIComponent(token)}`,
  },
  /** A booked private session, for whoever holds its emailed link. */
  session: {
    pattern: '/session/:token',
    build: (token: string) => `/session/${encodeURIComponent(token)}`,
  },
  admin: { pattern: '/admin', build: () => '/admin' },
} as const

/**
 * The admin panel's sections (seed spec, section 2), relative to `/admin` (the panel's router is
 * nested there). `key` names the section in the `admin` translations.
 */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '/' },
  { key: 'tracks', path: '/tracks' },
  { key: 'sales', path: '/sales' },
  { key: 'messages', path: '/messages' },
  { key: 'announcements', path: '/announcements' },
  { key: 'calendar', path: '/calendar' },
  { key: 'settings', path: '/settings' },
  { key: 'shopProducts', path: '/shop-products' },
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['key']

/** From inside the admin panel's nested router: a path of the whole site (wouter's `~`). */
export const outsideAdmin = (path: string) => `~${path}`

/**
 * A link inside the admin panel's router. The dashboard's address is `/admin` itself (the nested
 * router would write `/admin/`).
 */
export const adminHref = (path: string) => (path === '/' ? outsideAdmin(paths.admin.build()) : path)

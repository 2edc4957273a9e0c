import type { Product, TrackSummary } from '@contract/site/site.ts'
import type { ComponentType } from 'react'
import { parse } from 'regexparam'
import { paths } from '@/config/paths'
import { productKey } from '@/features/shop/api/keys'
import { trackKey } from '@/features/tracks/api/keys'
import { IMAGE_SIZES } from '@/lib/image'

// Every public route of the seed spec (section 2): its page module, fetched on demand, and the
// translations it shows first. Free of React, so the boot script (main.tsx) can start fetching
// the current route's page and strings before React itself has loaded.

export type PageModule = { default: ComponentType }
type Load = () => Promise<PageModule>

export const OTHER_PAGES: Record<'notFound' | 'admin', Load> = {
  notFound: () => import('@/components/not-found/NotFoundPage'),
  /** Everything under /admin: its own layout and router, with supabase-js behind it. */
  admin: () => import('./admin/AdminApp'),
}

/**
 * The data a page cannot show its largest element without: the `site` path it reads first, for
 * the route's parameters and language, and that element's image in the answer.
 */
type FirstData = {
  path: (params: Record<string, string>, language: string) => string
  image: { url: (data: unknown) => string | null | undefined; sizes: string }
}

/** `namespaces`: the translations the page shows first, fetched with the shell's own. */
export const PUBLIC_ROUTES: {
  pattern: string
  namespaces: string[]
  load: Load
  firstData?: FirstData
}[] = [
  {
    pattern: paths.home.pattern,
    namespaces: ['pages'],
    load: () => import('@/app/routes/HomePage'),
  },
  {
    pattern: paths.licences.pattern,
    namespaces: ['licences'],
    load: () => import('@/features/licences/components/LicencesPage'),
  },
  {
    pattern: paths.licence.pattern,
    namespaces: ['licences'],
    load: () => import('@/features/licences/components/LicenceVerificationPage'),
  },
  {
    pattern: paths.shop.pattern,
    namespaces: ['shop'],
    load: () => import('@/features/shop/components/ShopPage'),
  },
  {
    pattern: paths.product.pattern,
    namespaces: ['shop'],
    load: () => import('@/features/shop/components/ProductPage'),
    firstData: {
      path: ({ slug = '' }, language) => productKey(slug, language),
      image: { url: (data) => (data as Product).image_urls?.[0], sizes: IMAGE_SIZES.productPhoto },
    },
  },
  {
    pattern: paths.track.pattern,
    namespaces: ['tracks'],
    load: () => import('@/features/tracks/components/TrackPage'),
    firstData: {
      path: ({ slug = '' }, language) => trackKey(slug, language),
      image: { url: (data) => (data as TrackSummary).cover_url, sizes: IMAGE_SIZES.trackCover },
    },
  },
  {
    pattern: paths.tracks.pattern,
    namespaces: ['tracks'],
    load: () => import('@/features/tracks/components/TracksPage'),
  },
  {
    pattern: paths.sitemap.pattern,
    namespaces: ['sitemap'],
    load: () => import('@/features/sitemap/components/SitemapPage'),
  },
  {
    pattern: paths.bookSession.pattern,
    namespaces: ['booking', 'forms'],
    load: () => import('@/features/booking/components/BookSessionPage'),
  },
  {
    pattern: paths.offer.pattern,
    namespaces: ['offers', 'forms'],
    load: () => import('@/features/offers/components/OfferPage'),
  },
  {
    pattern: paths.session.pattern,
    namespaces: ['sessions', 'forms'],
    load: () => import('@/features/sessions/components/SessionPage'),
  },
  {
    pattern: paths.press.pattern,
    namespaces: ['pages'],
    load: () => import('@/features/artist/components/PressPage'),
  },
  {
    pattern: paths.contact.pattern,
    namespaces: ['forms'],
    load: () => import('@/features/contact/components/ContactPage'),
  },
  {
    pattern: paths.production.pattern,
    namespaces: ['services', 'forms'],
    load: () => import('@/features/services/components/ProductionPage'),
  },
  {
    pattern: paths.djSets.pattern,
    namespaces: ['services'],
    load: () => import('@/features/services/components/DjSetsPage'),
  },
  {
    pattern: paths.mixingMastering.pattern,
    namespaces: ['services', 'forms'],
    load: () => import('@/features/services/components/MixingMasteringPage'),
  },
  {
    pattern: paths.privateSessions.pattern,
    namespaces: ['services', 'forms'],
    load: () => import('@/features/services/components/PrivateSessionsPage'),
  },
  {
    pattern: paths.clubPerformance.pattern,
    namespaces: ['services'],
    load: () => import('@/features/services/components/ClubPerformancePage'),
  },
  {
    pattern: paths.festivalPerformance.pattern,
    namespaces: ['services'],
    load: () => import('@/features/services/components/FestivalPerformancePage'),
  },
  {
    pattern: paths.auth.pattern,
    namespaces: ['auth'],
    load: () => import('@/features/auth/components/AuthPage'),
  },
  {
    pattern: paths.authReset.pattern,
    namespaces: ['auth'],
    load: () => import('@/features/auth/components/ResetPasswordPage'),
  },
  {
    pattern: paths.paymentSuccess.pattern,
    namespaces: ['checkout'],
    load: () => import('@/features/checkout/components/PaymentSuccessPage'),
  },
  {
    pattern: paths.library.pattern,
    namespaces: ['library'],
    load: () => import('@/features/library/components/LibraryPage'),
  },
  {
    pattern: paths.subscriptionConfirm.pattern,
    namespaces: ['subscription'],
    load: () => import('@/features/subscription/components/ConfirmSubscriptionPage'),
  },
  {
    pattern: paths.subscription.pattern,
    namespaces: ['subscription'],
    load: () => import('@/features/subscription/components/ManageSubscriptionPage'),
  },
]

const matches = (pattern: string, pathname: string, loose = false) =>
  parse(pattern, loose).pattern.test(pathname)

/** The parameters of `pathname` under `pattern` (`/track/:slug` → `{ slug }`), decoded. */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const { keys, pattern: regexp } = parse(pattern)
  const values = regexp.exec(pathname)?.slice(1) ?? []
  return Object.fromEntries(
    keys.map((key, index) => [key, decodeURIComponent(values[index] ?? '')]),
  )
}
const isAdminPath = (pathname: string) => matches(paths.admin.pattern, pathname, true)
const routeOf = (pathname: string) =>
  PUBLIC_ROUTES.find(({ pattern }) => matches(pattern, pathname))

/**
 * Which page renders `pathname`: a public route's (by its pattern), the admin panel (`admin`) or
 * the not-found page (`notFound`).
 */
export function pageKeyOf(pathname: string): string {
  if (isAdminPath(pathname)) return 'admin'
  return routeOf(pathname)?.pattern ?? 'notFound'
}

/** Starts fetching the page of `pathname` (the not-found page when no route matches). */
export function preloadPageOf(pathname: string): void {
  const route = routeOf(pathname)
  const loading = isAdminPath(pathname)
    ? OTHER_PAGES.admin()
    : route
      ? route.load()
      : OTHER_PAGES.notFound()
  void loading.catch(() => {
    // The router's own import reports a failure; an early fetch that fails changes nothing.
  })
}

/** The translation namespaces the page of `pathname` needs first (admin: its own). */
export function namespacesOf(pathname: string): string[] {
  if (isAdminPath(pathname)) return ['admin']
  return routeOf(pathname)?.namespaces ?? ['not-found']
}

/** The `site` path and image the first screen of `pathname` needs at once, if it names any. */
export function firstDataOf(pathname: string, language: string) {
  const route = routeOf(pathname)
  if (!route?.firstData) return undefined
  const { path, image } = route.firstData
  return { path: path(paramsOf(route.pattern, pathname), language), image }
}

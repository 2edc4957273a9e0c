import { type ComponentType, lazy } from 'react'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { paths } from '@/config/paths'

// Every public route of the seed spec (section 2) with its page, each in its own lazy chunk. A
// page can be fetched ahead (`preload`): main.tsx starts the current route's page while the
// language loads, instead of one after the other.

type PageModule = { default: ComponentType }
export type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<unknown> }

function page(load: () => Promise<PageModule>): LazyPage {
  return Object.assign(lazy(load), { preload: load })
}

export const NotFoundPage = page(() => import('@/features/not-found/components/NotFoundPage'))

/** Everything under /admin: its own layout and router, with supabase-js behind it. */
export const AdminArea = page(() => import('./admin/AdminApp'))

/** `namespaces`: the translations the page shows first, fetched with the shell's own. */
export const PUBLIC_PAGES: { pattern: string; namespaces: string[]; page: LazyPage }[] = [
  {
    pattern: paths.home.pattern,
    namespaces: ['pages'],
    page: page(() => import('@/features/home/components/HomePage')),
  },
  {
    pattern: paths.licences.pattern,
    namespaces: ['licences'],
    page: page(() => import('@/features/licences/components/LicencesPage')),
  },
  {
    pattern: paths.shop.pattern,
    namespaces: ['shop'],
    page: page(() => import('@/features/shop/components/ShopPage')),
  },
  {
    pattern: paths.product.pattern,
    namespaces: ['shop'],
    page: page(() => import('@/features/shop/components/ProductPage')),
  },
  {
    pattern: paths.track.pattern,
    namespaces: ['tracks'],
    page: page(() => import('@/features/tracks/components/TrackPage')),
  },
  {
    pattern: paths.tracks.pattern,
    namespaces: ['tracks'],
    page: page(() => import('@/features/tracks/components/TracksPage')),
  },
  {
    pattern: paths.sitemap.pattern,
    namespaces: ['sitemap'],
    page: page(() => import('@/features/sitemap/components/SitemapPage')),
  },
  {
    pattern: paths.bookSession.pattern,
    namespaces: ['booking', 'forms'],
    page: page(() => import('@/features/booking/components/BookSessionPage')),
  },
  {
    pattern: paths.production.pattern,
    namespaces: ['services', 'forms'],
    page: page(() => import('@/features/services/components/ProductionPage')),
  },
  {
    pattern: paths.djSets.pattern,
    namespaces: ['services'],
    page: page(() => import('@/features/services/components/DjSetsPage')),
  },
  {
    pattern: paths.mixingMastering.pattern,
    namespaces: ['services', 'forms'],
    page: page(() => import('@/features/services/components/MixingMasteringPage')),
  },
  {
    pattern: paths.privateSessions.pattern,
    namespaces: ['services', 'forms'],
    page: page(() => import('@/features/services/components/PrivateSessionsPage')),
  },
  {
    pattern: paths.clubPerformance.pattern,
    namespaces: ['services'],
    page: page(() => import('@/features/services/components/ClubPerformancePage')),
  },
  {
    pattern: paths.festivalPerformance.pattern,
    namespaces: ['services'],
    page: page(() => import('@/features/services/components/FestivalPerformancePage')),
  },
  {
    pattern: paths.auth.pattern,
    namespaces: ['auth'],
    page: page(() => import('@/features/auth/components/AuthPage')),
  },
  {
    pattern: paths.paymentSuccess.pattern,
    namespaces: ['checkout'],
    page: page(() => import('@/features/checkout/components/PaymentSuccessPage')),
  },
]

const isAdminPath = (pathname: string) => matchRoute(parse, paths.admin.pattern, pathname, true)[0]
const routeOf = (pathname: string) =>
  PUBLIC_PAGES.find(({ pattern }) => matchRoute(parse, pattern, pathname)[0])

/** Starts fetching the page of `pathname` (the not-found page when no route matches). */
export function preloadPageOf(pathname: string): void {
  const target = isAdminPath(pathname) ? AdminArea : (routeOf(pathname)?.page ?? NotFoundPage)
  void target.preload().catch(() => {
    // The router's own import reports a failure; an early fetch that fails changes nothing.
  })
}

/** The translation namespaces the page of `pathname` needs first (admin: its own). */
export function namespacesOf(pathname: string): string[] {
  return isAdminPath(pathname) ? ['admin'] : (routeOf(pathname)?.namespaces ?? [])
}

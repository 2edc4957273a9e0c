import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { paths } from '@/config/paths'

// Every public route of the seed spec (section 2), each page in its own lazy chunk. /admin has its
// own layout and router (App.tsx).
const HomePage = lazy(() => import('@/features/home/components/HomePage'))
const LicencesPage = lazy(() => import('@/features/licences/components/LicencesPage'))
const ShopPage = lazy(() => import('@/features/shop/components/ShopPage'))
const ProductPage = lazy(() => import('@/features/shop/components/ProductPage'))
const TrackPage = lazy(() => import('@/features/tracks/components/TrackPage'))
const TracksPage = lazy(() => import('@/features/tracks/components/TracksPage'))
const SitemapPage = lazy(() => import('@/features/sitemap/components/SitemapPage'))
const BookSessionPage = lazy(() => import('@/features/booking/components/BookSessionPage'))
const ProductionPage = lazy(() => import('@/features/services/components/ProductionPage'))
const DjSetsPage = lazy(() => import('@/features/services/components/DjSetsPage'))
const MixingMasteringPage = lazy(() => import('@/features/services/components/MixingMasteringPage'))
const PrivateSessionsPage = lazy(() => import('@/features/services/components/PrivateSessionsPage'))
const ClubPerformancePage = lazy(() => import('@/features/services/components/ClubPerformancePage'))
const FestivalPerformancePage = lazy(
  () => import('@/features/services/components/FestivalPerformancePage'),
)
const AuthPage = lazy(() => import('@/features/auth/components/AuthPage'))
const PaymentSuccessPage = lazy(() => import('@/features/checkout/components/PaymentSuccessPage'))
const NotFoundPage = lazy(() => import('@/features/not-found/components/NotFoundPage'))

export function AppRouter() {
  return (
    <Suspense fallback={<Loading fullScreen />}>
      <Switch>
        <Route path={paths.home.pattern} component={HomePage} />
        <Route path={paths.licences.pattern} component={LicencesPage} />
        <Route path={paths.shop.pattern} component={ShopPage} />
        <Route path={paths.product.pattern} component={ProductPage} />
        <Route path={paths.track.pattern} component={TrackPage} />
        <Route path={paths.tracks.pattern} component={TracksPage} />
        <Route path={paths.sitemap.pattern} component={SitemapPage} />
        <Route path={paths.bookSession.pattern} component={BookSessionPage} />
        <Route path={paths.production.pattern} component={ProductionPage} />
        <Route path={paths.djSets.pattern} component={DjSetsPage} />
        <Route path={paths.mixingMastering.pattern} component={MixingMasteringPage} />
        <Route path={paths.privateSessions.pattern} component={PrivateSessionsPage} />
        <Route path={paths.clubPerformance.pattern} component={ClubPerformancePage} />
        <Route path={paths.festivalPerformance.pattern} component={FestivalPerformancePage} />
        <Route path={paths.auth.pattern} component={AuthPage} />
        <Route path={paths.paymentSuccess.pattern} component={PaymentSuccessPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
}

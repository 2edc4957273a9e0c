import { lazy, Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { Loading } from '@/components/ui/Loading'

// The six screens of the seed spec (section 2), relative to /admin, each in its own lazy chunk.
const AdminDashboardPage = lazy(
  () => import('@/features/admin-dashboard/components/AdminDashboardPage'),
)
const AdminTracksPage = lazy(() => import('@/features/admin-tracks/components/AdminTracksPage'))
const AdminTrackEditPage = lazy(
  () => import('@/features/admin-tracks/components/AdminTrackEditPage'),
)
const AdminSalesPage = lazy(() => import('@/features/admin-sales/components/AdminSalesPage'))
const AdminOrderPage = lazy(() => import('@/features/admin-sales/components/AdminOrderPage'))
const AdminMessagesPage = lazy(
  () => import('@/features/admin-messages/components/AdminMessagesPage'),
)
const AdminMessagePage = lazy(() => import('@/features/admin-messages/components/AdminMessagePage'))
const AdminCalendarPage = lazy(
  () => import('@/features/admin-calendar/components/AdminCalendarPage'),
)
const AdminSettingsPage = lazy(
  () => import('@/features/admin-settings/components/AdminSettingsPage'),
)
const AdminProductsPage = lazy(
  () => import('@/features/admin-shop-products/components/AdminProductsPage'),
)
const AdminProductEditPage = lazy(
  () => import('@/features/admin-shop-products/components/AdminProductEditPage'),
)
const AdminAnnouncementsPage = lazy(
  () => import('@/features/admin-announcements/components/AdminAnnouncementsPage'),
)
const AdminNotFoundPage = lazy(() => import('./AdminNotFoundPage'))

export function AdminRouter() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/" component={AdminDashboardPage} />
        <Route path="/tracks" component={AdminTracksPage} />
        <Route path="/tracks/new" component={AdminTrackEditPage} />
        <Route path="/tracks/:id" component={AdminTrackEditPage} />
        <Route path="/sales" component={AdminSalesPage} />
        <Route path="/sales/:id" component={AdminOrderPage} />
        <Route path="/messages" component={AdminMessagesPage} />
        <Route path="/messages/:id" component={AdminMessagePage} />
        <Route path="/announcements" component={AdminAnnouncementsPage} />
        <Route path="/calendar" component={AdminCalendarPage} />
        <Route path="/settings/:tab?" component={AdminSettingsPage} />
        <Route path="/shop-products" component={AdminProductsPage} />
        <Route path="/shop-products/new" component={AdminProductEditPage} />
        <Route path="/shop-products/:id" component={AdminProductEditPage} />
        <Route component={AdminNotFoundPage} />
      </Switch>
    </Suspense>
  )
}

import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { NotFoundPage, PUBLIC_PAGES } from './pages'

// The public routes (pages.ts); /admin has its own layout and router (App.tsx).
export function AppRouter() {
  return (
    <Suspense fallback={<Loading fullScreen />}>
      <Switch>
        {PUBLIC_PAGES.map(({ pattern, page }) => (
          <Route key={pattern} path={pattern} component={page} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
}

import type { i18n as I18n } from 'i18next'
import { Suspense, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { Route, Switch } from 'wouter'
import { Loading } from '@/components/ui/Loading'
import { Toaster } from '@/components/ui/Toaster'
import { paths } from '@/config/paths'
import { createSwrConfig } from '@/lib/swr'
import { useRestoredCart } from '@/stores/cart'
import { Layout } from './layout/Layout'
import { AdminArea } from './pages'
import { AppRouter } from './router'
import { ScrollToTop } from './ScrollToTop'

/** `swrConfig`: the server's, or the browser's with the served data in it (else a fresh one). */
export function App({ i18n, swrConfig: given }: { i18n: I18n; swrConfig?: SWRConfiguration }) {
  const [swrConfig] = useState(() => given ?? createSwrConfig())
  useRestoredCart()
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <ScrollToTop />
        <Switch>
          <Route path={paths.admin.pattern} nest>
            <Suspense fallback={<Loading fullScreen />}>
              <AdminArea />
            </Suspense>
          </Route>
          <Route>
            <Layout>
              <AppRouter />
            </Layout>
          </Route>
        </Switch>
        <Toaster />
      </SWRConfig>
    </I18nextProvider>
  )
}

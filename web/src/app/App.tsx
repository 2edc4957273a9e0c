import type { i18n as I18n } from 'i18next'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { Toaster } from '@/components/ui/Toaster'
import { createSwrConfig } from '@/lib/swr'
import { Layout } from './layout/Layout'
import { AppRouter } from './router'
import { ScrollToTop } from './ScrollToTop'

export function App({ i18n }: { i18n: I18n }) {
  const [swrConfig] = useState(createSwrConfig)
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <ScrollToTop />
        <Layout>
          <AppRouter />
        </Layout>
        <Toaster />
      </SWRConfig>
    </I18nextProvider>
  )
}

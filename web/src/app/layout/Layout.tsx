import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Footer } from './Footer'
import { Header } from './Header'
import { PlayerBar } from './PlayerBar'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PlayerBar />
    </div>
  )
}

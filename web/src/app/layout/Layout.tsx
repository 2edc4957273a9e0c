import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { deferredUntilSeen } from '@/components/deferred/deferred-until-seen'
import { Header } from './Header'
import { PlayerBar } from './PlayerBar'

/** At the foot of every page: hydrated as it nears the viewport (deferred-until-seen.tsx). */
const Footer = deferredUntilSeen(() => import('./Footer').then((module) => module.Footer))

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

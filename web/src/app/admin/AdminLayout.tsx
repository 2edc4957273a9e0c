import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { useAdminLive } from '@/lib/admin/live'
import { useSettings } from '@/lib/api/get-settings'
import { Sidebar } from './Sidebar'

const SIDEBAR_ID = 'admin-sidebar'

/**
 * The admin panel's frame. Wide screens show the sidebar beside the page; small ones a top bar
 * whose menu toggle opens the sidebar over a dimmed overlay. While it is open the page behind is
 * inert; Escape or a click on the overlay closes it and focus returns to the toggle.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin')
  const { data: settings } = useSettings()
  useAdminLive()
  const [location] = useLocation()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const firstLinkRef = useRef<HTMLAnchorElement>(null)
  const mainRef = useRef<HTMLElement>(null)
  // Where focus goes once the sidebar has closed (the page behind is inert until then): back to
  // the toggle, or to the new page after following a link.
  const focusAfterClose = useRef<'toggle' | 'main' | null>(null)

  const close = useCallback((focus: 'toggle' | 'main' = 'toggle') => {
    focusAfterClose.current = focus
    setOpen(false)
  }, [])

  // A link followed from the open sidebar lands on its page with the sidebar closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location on purpose
  useEffect(() => {
    if (open) close('main')
  }, [location])

  useEffect(() => {
    if (!open) {
      const target = focusAfterClose.current === 'main' ? mainRef.current : toggleRef.current
      if (focusAfterClose.current) target?.focus()
      focusAfterClose.current = null
      return
    }
    firstLinkRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  return (
    <div className={open ? 'admin admin--menu-open' : 'admin'}>
      <a className="skip-link" href="#admin-main">
        {t('skipToContent')}
      </a>
      <header className="admin-topbar" inert={open}>
        <button
          ref={toggleRef}
          type="button"
          className="admin-topbar__toggle"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen(true)}
        >
          <span className="admin-topbar__icon" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.open')}</span>
        </button>
        <p className="admin-topbar__title">
          {settings?.brand_name ?? t('panel')} <span>· {t('panel')}</span>
        </p>
      </header>
      {open ? <div className="admin-overlay" aria-hidden="true" onClick={() => close()} /> : null}
      <Sidebar id={SIDEBAR_ID} open={open} firstLinkRef={firstLinkRef} onClose={() => close()} />
      <main ref={mainRef} id="admin-main" className="admin-main" tabIndex={-1} inert={open}>
        {children}
      </main>
    </div>
  )
}

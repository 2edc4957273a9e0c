import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { outsideAdmin } from '@/config/paths'

/** Links that stay on the settings page (its tabs) never lose what was typed. */
const SETTINGS_PATH = /^\/admin\/settings(\/|$)/

/**
 * While a tab has unsaved changes: following a link away from the settings asks first, and closing
 * or reloading the page has the browser ask. (The Back button cannot be held in a single-page app.)
 */
export function UnsavedChangesGuard({ active }: { active: boolean }) {
  const { t } = useTranslation(['admin-settings', 'admin'])
  const [, navigate] = useLocation()
  const [leavingTo, setLeavingTo] = useState<string | null>(null)
  const activeRef = useRef(active)
  activeRef.current = active

  useEffect(() => {
    if (!active) return
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const click = (event: MouseEvent) => {
      if (!activeRef.current || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin || SETTINGS_PATH.test(url.pathname)) return
      // Before wouter's own handler on the link: the question comes first.
      event.preventDefault()
      event.stopPropagation()
      setLeavingTo(`${url.pathname}${url.search}${url.hash}`)
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [active])

  // On a phone the question comes from a link in the open sidebar, which has made the page (and
  // anything in it) inert: the dialog lives beside the page, not in it.
  return createPortal(
    <ConfirmDialog
      open={leavingTo !== null}
      title={t('leave.title')}
      confirmLabel={t('leave.confirm')}
      danger
      onCancel={() => setLeavingTo(null)}
      onConfirm={() => {
        const target = leavingTo
        activeRef.current = false
        setLeavingTo(null)
        if (target) navigate(outsideAdmin(target))
      }}
    >
      <p>{t('leave.body')}</p>
    </ConfirmDialog>,
    document.body,
  )
}

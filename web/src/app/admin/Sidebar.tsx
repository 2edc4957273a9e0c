import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRoute } from 'wouter'
import { ADMIN_SECTIONS, type AdminSection, adminHref } from '@/config/paths'
import { useAdminLink } from '@/lib/admin/live'
import { useUnreadCount } from '@/lib/admin/unread-count'
import { useSettings } from '@/lib/api/get-settings'
import { AdminLanguage } from './AdminLanguage'
import { LogoutButton } from './LogoutButton'

type Props = {
  id: string
  open: boolean
  /** The first link, focused when the sidebar opens over the page on small screens. */
  firstLinkRef: Ref<HTMLAnchorElement>
  /** Closes the sidebar drawn over the page (small screens). */
  onClose: () => void
}

/** The brand, the "Admin Panel" label, a link per section and Logout (seed spec, section 2). */
export function Sidebar({ id, open, firstLinkRef, onClose }: Props) {
  const { t } = useTranslation('admin')
  const { data: settings } = useSettings()
  return (
    <aside id={id} className={open ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'}>
      <button type="button" className="admin-sidebar__close" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('nav.close')}</span>
      </button>
      <div className="admin-sidebar__brand">
        <p className="admin-sidebar__name">{settings?.brand_name ?? t('panel')}</p>
        <p className="admin-sidebar__label">{t('panel')}</p>
      </div>
      <nav aria-label={t('nav.label')}>
        <ul className="admin-nav">
          {ADMIN_SECTIONS.map((section, index) => (
            <li key={section.key}>
              <SectionLink
                section={section.key}
                path={section.path}
                linkRef={index === 0 ? firstLinkRef : undefined}
              />
            </li>
          ))}
        </ul>
      </nav>
      <AdminLanguage />
      <LiveState />
      <LogoutButton />
    </aside>
  )
}

function SectionLink({
  section,
  path,
  linkRef,
}: {
  section: AdminSection
  path: string
  linkRef: Ref<HTMLAnchorElement> | undefined
}) {
  const { t } = useTranslation('admin')
  // The dashboard is current only at /admin itself; a section also for its sub-pages.
  const [current] = useRoute(path === '/' ? '/' : `${path}/*?`)
  return (
    <Link
      href={adminHref(path)}
      ref={linkRef}
      className="admin-nav__link"
      aria-current={current ? 'page' : undefined}
    >
      <span>{t(`nav.${section}`)}</span>
      {section === 'messages' ? <UnreadBadge /> : null}
    </Link>
  )
}

function UnreadBadge() {
  const { t } = useTranslation('admin')
  const { data } = useUnreadCount()
  if (!data?.all) return null
  return (
    <span className="admin-nav__badge">
      <span aria-hidden="true">{data.all}</span>
      <span className="visually-hidden">{t('nav.unread', { count: data.all })}</span>
    </span>
  )
}

/** Whether sales and messages arrive by themselves, or the panel is catching up. */
function LiveState() {
  const { t } = useTranslation('admin')
  const state = useAdminLink((link) => link.state)
  return (
    <p className={`admin-live admin-live--${state}`}>
      <span className="admin-live__dot" aria-hidden="true" />
      {t(`live.state.${state}`)}
    </p>
  )
}

import { useTranslation } from 'react-i18next'
import { paths, SERVICE_KEYS } from '@/config/paths'
import { NavLink } from './NavLink'

/** The whole navigation as the phone's menu drawer lists it; a choice closes the drawer. */
export function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const link = (href: string, label: string, section?: string) => (
    <li>
      <NavLink className="menu-drawer__link" href={href} section={section} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  )
  return (
    <nav className="menu-drawer__nav" aria-label={t('nav.main')}>
      <ul className="menu-drawer__list">
        {link(paths.home.build(), t('nav.home'))}
        {link(paths.tracks.build(), t('nav.tracks'), '/track/')}
        {link(paths.shop.build(), t('nav.shop'), '/product/')}
        {link(paths.bookSession.build(), t('nav.book'))}
        {link(paths.contact.build(), t('nav.contact'))}
      </ul>
      <h3 className="menu-drawer__heading">{t('nav.services')}</h3>
      <ul className="menu-drawer__list">
        {SERVICE_KEYS.map((service) => (
          <li key={service}>
            <NavLink
              className="menu-drawer__link"
              href={paths[service].build()}
              onClick={onNavigate}
            >
              {t(`services.${service}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

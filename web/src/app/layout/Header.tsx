import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { LazyDrawer as Drawer } from '@/components/ui/LazyDrawer'
import { paths } from '@/config/paths'
import { CartButton } from '@/features/cart/components/CartButton'
import { useSettings } from '@/lib/api/get-settings'
import { CartCheckout } from './cart-checkout'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MenuLinks } from './MenuLinks'
import { NavLink } from './NavLink'
import { ServicesMenu } from './ServicesMenu'

/**
 * One row on every screen: the brand, the cart and, on a phone, a menu button whose drawer holds
 * the navigation and the languages; from 60rem the navigation and languages sit in the row.
 */
export function Header() {
  const { t } = useTranslation()
  const { data: settings } = useSettings()
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <header className="header">
      <div className="container header__bar">
        <Link className="header__brand" href={paths.home.build()}>
          {settings?.brand_name ?? t('nav.home')}
        </Link>
        <nav className="header__nav" aria-label={t('nav.main')}>
          <ul className="header__links">
            <li>
              <NavLink href={paths.tracks.build()} section="/track/">
                {t('nav.tracks')}
              </NavLink>
            </li>
            <li>
              <NavLink href={paths.shop.build()} section="/product/">
                {t('nav.shop')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            <li>
              <NavLink href={paths.contact.build()}>{t('nav.contact')}</NavLink>
            </li>
            <li>
              <NavLink
                className="button button--primary button--small"
                href={paths.bookSession.build()}
              >
                {t('nav.book')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="header__tools">
          <div className="header__languages">
            <LanguageSwitcher />
          </div>
          <CartButton checkout={CartCheckout} />
          <button
            type="button"
            className="header__menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <span className="header__menu-icon" aria-hidden="true" />
            <span className="visually-hidden">{t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
      <Drawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        title={t('nav.menu')}
        className="menu-drawer"
      >
        <MenuLinks onNavigate={() => setMenuOpen(false)} />
        <LanguageSwitcher onSwitched={() => setMenuOpen(false)} />
      </Drawer>
    </header>
  )
}

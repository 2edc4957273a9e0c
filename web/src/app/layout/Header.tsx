import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { CartButton } from '@/features/cart/components/CartButton'
import { useSettings } from '@/lib/api/get-settings'
import { LanguageSwitcher } from './LanguageSwitcher'
import { ServicesMenu } from './ServicesMenu'

export function Header() {
  const { t } = useTranslation()
  const { data: settings } = useSettings()
  return (
    <header className="header">
      <div className="container header__bar">
        <Link className="header__brand" href={paths.home.build()}>
          {settings?.brandName ?? t('nav.home')}
        </Link>
        <nav className="header__nav" aria-label={t('nav.main')}>
          <ul className="header__links">
            <li>
              <Link className="nav-link" href={paths.tracks.build()}>
                {t('nav.tracks')}
              </Link>
            </li>
            <li>
              <Link className="nav-link" href={paths.shop.build()}>
                {t('nav.shop')}
              </Link>
            </li>
            <li>
              <ServicesMenu />
            </li>
            <li>
              <Link
                className="button button--primary button--small"
                href={paths.bookSession.build()}
              >
                {t('nav.book')}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="header__tools">
          <LanguageSwitcher />
          <CartButton />
        </div>
      </div>
    </header>
  )
}

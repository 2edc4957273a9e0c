import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { SignupForm } from '@/components/subscribe/SignupForm'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'

const networkName = (network: string) => network.charAt(0).toUpperCase() + network.slice(1)

/** An address that wraps after its "@" in a narrow column rather than overflowing it. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

export function Footer() {
  const { t } = useTranslation()
  const { data: settings } = useSettings()
  const [location] = useLocation()
  // Home and track pages show the sign-up in their own content; once per page is enough.
  const pageHasSignup = location === paths.home.build() || location.startsWith('/track/')
  return (
    <footer className="footer">
      <div className="container footer__grid">
        {pageHasSignup ? null : <SignupForm heading="footer" />}
        {settings && settings.social_links.length > 0 ? (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="footer__title">
              {t('footer.follow')}
            </h2>
            <ul className="footer__list">
              {settings.social_links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="me noopener" target="_blank">
                    {networkName(link.network)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {settings ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="footer__title">
              {t('footer.contact')}
            </h2>
            <a href={`mailto:${settings.contact_email}`}>
              <BreakableEmail email={settings.contact_email} />
            </a>
          </section>
        ) : null}
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="footer__title">
            {t('footer.explore')}
          </h2>
          <ul className="footer__list">
            <li>
              <Link href={paths.licences.build()}>{t('nav.licences')}</Link>
            </li>
            <li>
              <Link href={paths.press.build()}>{t('nav.press')}</Link>
            </li>
            <li>
              <Link href={paths.sitemap.build()}>{t('nav.sitemap')}</Link>
            </li>
            <li>
              <Link href={paths.library.build()}>{t('nav.library')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="container footer__rights">
        {t('footer.rights', {
          year: new Date().getFullYear(),
          brand: settings?.brand_name ?? '',
        })}
      </p>
    </footer>
  )
}

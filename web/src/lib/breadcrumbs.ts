import { useTranslation } from 'react-i18next'
import { useSiteOrigin } from './server-render'
import { useJsonLd } from './use-json-ld'

type Crumb = { name: string; path: string }

/** schema.org `BreadcrumbList`: home, then `trail`, each with its absolute URL. */
export function breadcrumbJsonLd(origin: string, trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  }
}

/** The page's place in the site for search engines: Home › `trail`. */
export function useBreadcrumbs(trail: Crumb[]) {
  const { t } = useTranslation('common')
  const origin = useSiteOrigin()
  useJsonLd(breadcrumbJsonLd(origin, [{ name: t('nav.home'), path: '/' }, ...trail]))
}

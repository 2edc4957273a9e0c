import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'

/**
 * The meta of a page for one visitor (a link's page, the sign-in): titled with the brand, never
 * listed by search engines. Returns the site's settings, which such pages read too.
 */
export function usePrivatePageMeta(title: string, description: string) {
  const { data: settings } = useSettings()
  useDocumentMeta({ title: pageTitle(title, settings?.brand_name), description, noindex: true })
  return settings
}

import type { SitemapView } from '@contract/site/site.ts'
import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/sitemap`: every public page, published track and shop product, for the HTML sitemap.

export const sitemapKey = 'sitemap'

export const getSitemap = () => apiGet<SitemapView>(sitemapKey)

export function useSitemap() {
  return useSWR(sitemapKey, getSitemap)
}

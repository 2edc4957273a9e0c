import useSWR from 'swr'
import { apiGet } from '@/lib/api-client'

// `GET site/sitemap`: every public page, published track and shop product, for the HTML sitemap.

export type SitemapData = {
  /** Paths of the fixed public pages, in menu order. */
  pages: string[]
  tracks: { slug: string; title: string }[]
  products: { slug: string; name: string }[]
}

export const sitemapKey = 'sitemap'

export const getSitemap = () => apiGet<SitemapData>(sitemapKey)

export function useSitemap() {
  return useSWR(sitemapKey, getSitemap)
}

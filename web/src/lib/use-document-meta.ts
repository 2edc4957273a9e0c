import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { useSettings } from '@/lib/api/get-settings'
import { currentLanguage } from '@/lib/i18n'
import { previewImage } from '@/lib/image'
import type { Head } from './document-head'
import { canonicalUrl, OG_LOCALES } from './page-head'
import { useServerRender } from './server-render'

export type DocumentMeta = {
  title: string
  description: string
  /** Open Graph type: `website` unless the page is something more specific. */
  type?: 'website' | 'article' | 'product' | 'music.song' | undefined
  /**
   * An absolute image URL for link previews (Open Graph, Twitter card). Without one, a page the
   * search engines may list previews with the artist's home page photo.
   */
  image?: string | null | undefined
  /** What `image` shows, for those who cannot see it (`og:image:alt`, `twitter:image:alt`). */
  imageAlt?: string | undefined
  /**
   * `image` is the largest picture on the page's first screen (home's photo, a track's cover, a
   * product's photo), shown at these `sizes` (IMAGE_SIZES): the served page asks for it, in the
   * width the screen needs, with its first bytes.
   */
  preloadImage?: string | undefined
  /** The brand, as `og:site_name` (the site's brand unless given). */
  siteName?: string | undefined
  /** The page's path when it is not the address bar's (defaults to the current path). */
  path?: string | undefined
  /**
   * Pages no search engine should list (not found, payment result): `robots: noindex` and no
   * canonical or language alternates.
   */
  noindex?: boolean | undefined
}

/**
 * Sets the page's `<title>`, meta description and what search engines and link previews read:
 * canonical link, hreflang alternates, Open Graph and Twitter card. Follows navigation and
 * language changes.
 */
export function useDocumentMeta(meta: DocumentMeta) {
  const { title, description, type = 'website', path, noindex = false } = meta
  const { data: settings } = useSettings()
  const image = meta.image || (noindex ? null : settings?.hero_image_url) || null
  const siteName = meta.siteName ?? settings?.brand_name
  const preloadImage = meta.image ? meta.preloadImage : undefined
  // The artist's photo in place of a page's own has no words of its own.
  const imageAlt = (meta.image && meta.imageAlt) || null
  const [location] = useLocation()
  const { i18n } = useTranslation()
  const language = currentLanguage(i18n)
  const pagePath = path ?? location
  // On the server the head is written into the HTML (entry-server.tsx) instead.
  const server = useServerRender()
  if (server) {
    server.meta = {
      ...meta,
      path: pagePath,
      image,
      imageAlt: imageAlt ?? undefined,
      siteName,
      preloadImage,
    }
  }

  useEffect(() => {
    document.title = title
    // The rest is for crawlers and link previews, which read the served page's head: it is
    // fetched after the first render rather than with the code every page loads first.
    const head = { title, description, type, image, imageAlt, siteName, noindex, language }
    const canonical = canonicalUrl(window.location.origin, pagePath)
    // A served page's head is this one already (the server rendered it from the same data).
    if (headIsCurrent(head, canonical)) return
    void import('./document-head').then(({ writeHead }) => writeHead(head, canonical))
  }, [title, description, type, image, imageAlt, siteName, pagePath, noindex, language])
}

/**
 * "Tracks · Brand"; just the page's title while the brand is loading, or when the title names the
 * brand already ("Midnight Circuit by Kael Voss", "Kael Voss press kit").
 */
export const pageTitle = (title: string, brand: string | undefined) =>
  !brand || title.endsWith(brand) || title.startsWith(`${brand} `) ? title : `${title} · ${brand}`

/** Whether the head says what `head` would write, as a served page's does when it hydrates. */
function headIsCurrent(head: Omit<Head, 'type'>, canonical: string) {
  const property = (key: string) =>
    document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? null
  return (
    property('og:title') === head.title &&
    property('og:description') === head.description &&
    property('og:url') === canonical &&
    property('og:locale') === OG_LOCALES[head.language] &&
    property('og:image') === (head.image ? previewImage(head.image).url : null) &&
    (document.head.querySelector('meta[name="robots"]') !== null) === head.noindex
  )
}

import { languageTag } from '@contract/forms.ts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { useSettings } from '@/lib/api/get-settings'
import { currentLanguage, LANGUAGES, type Language } from '@/lib/i18n'
import { previewImage } from '@/lib/image'
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

/** `og:locale` per language of the site. */
export const OG_LOCALES: Record<Language, string> = {
  es: 'es_ES',
  en: 'en_GB',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR',
}

/** The page's address without `?lng` or any other query: what search engines should index. */
export const canonicalUrl = (origin: string, path: string) =>
  `${origin.replace(/\/+$/, '')}${path.split(/[?#]/)[0] || '/'}`

/** One alternate per language (`?lng=xx`) and `x-default`, the address without a language. */
export function languageAlternates(canonical: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: languageTag(language),
      href: `${canonical}?lng=${language}`,
    })),
    { hreflang: 'x-default', href: canonical },
  ]
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
    setMeta('name', 'description', description)
    setMeta('name', 'robots', noindex ? 'noindex' : null)

    const canonical = canonicalUrl(window.location.origin, pagePath)
    setCanonical(noindex ? null : canonical)
    setAlternates(noindex ? [] : languageAlternates(canonical))

    setMeta('property', 'og:title', title)
    setMeta('property', 'og:description', description)
    setMeta('property', 'og:type', type)
    setMeta('property', 'og:url', canonical)
    const preview = image ? previewImage(image) : null
    setMeta('property', 'og:image', preview?.url ?? null)
    setMeta('property', 'og:image:width', preview?.width ? String(preview.width) : null)
    setMeta('property', 'og:image:height', preview?.height ? String(preview.height) : null)
    setMeta('property', 'og:image:alt', imageAlt)
    setMeta('property', 'og:site_name', siteName || null)
    setMeta('property', 'og:locale', OG_LOCALES[language])
    setOgLocaleAlternates(LANGUAGES.filter((other) => other !== language))

    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
    setMeta('name', 'twitter:title', title)
    setMeta('name', 'twitter:description', description)
    setMeta('name', 'twitter:image', preview?.url ?? null)
    setMeta('name', 'twitter:image:alt', imageAlt)
  }, [title, description, type, image, imageAlt, siteName, pagePath, noindex, language])
}

/**
 * "Tracks · Brand"; just the page's title while the brand is loading, or when the title names the
 * brand already ("Midnight Circuit by Kael Voss", "Kael Voss press kit").
 */
export const pageTitle = (title: string, brand: string | undefined) =>
  !brand || title.endsWith(brand) || title.startsWith(`${brand} `) ? title : `${title} · ${brand}`

/** Sets `<meta {attribute}="{key}" content>`, or removes it when `content` is null. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === null) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (href === null) {
    link?.remove()
    return
  }
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.append(link)
  }
  link.href = href
}

function setAlternates(alternates: { hreflang: string; href: string }[]) {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove()
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link')
    link.rel = 'alternate'
    link.hreflang = hreflang
    link.href = href
    document.head.append(link)
  }
}

function setOgLocaleAlternates(languages: Language[]) {
  for (const old of document.head.querySelectorAll('meta[property="og:locale:alternate"]')) {
    old.remove()
  }
  for (const language of languages) {
    const element = document.createElement('meta')
    element.setAttribute('property', 'og:locale:alternate')
    element.content = OG_LOCALES[language]
    document.head.append(element)
  }
}
